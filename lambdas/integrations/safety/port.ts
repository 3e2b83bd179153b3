import type { NamedItem, SafetyEvent } from '#shared/integrations/safety';

/** The safety software (sfLogin): a login check that names the account it belongs to. */
export interface SafetySoftware {
  /** Fails `invalid_credentials`, `locked` (too many wrong passwords, try later) or `network_error`. */
  login(username: string, password: string): Promise<{ accountId: string }>;
}

/** How the video-telematics provider knows us: the company's API key, or OAuth tokens it granted. */
export type VideoTelematicsAuth =
  | { kind: 'apiKey'; apiKey: string }
  | { kind: 'oauth'; accessToken: string; refreshToken: string };

/**
 * The video-telematics provider's API (part 2 §7). Fails `unauthorized` (key revoked, or OAuth tokens no
 * longer good after one refresh), `rate_limited`, `not_found`, `bad_answer` or `network_error`.
 */
export interface VideoTelematics {
  vehicles(): Promise<NamedItem[]>;
  videoVehicles(): Promise<NamedItem[]>;
  triggers(): Promise<NamedItem[]>;
  statuses(): Promise<NamedItem[]>;
  behaviours(): Promise<NamedItem[]>;
  /** Status 1 events updated since `lastUpdatedFrom`, newest update first, at most `MAX_SAFETY_EVENTS`. */
  events(query: { lastUpdatedFrom: string }): Promise<SafetyEvent[]>;
  event(eventId: string): Promise<SafetyEvent>;
}

/** Tokens an OAuth provider granted (access tokens are short-lived; the refresh token gets new ones). */
export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
  /** ISO time the access token stops working. */
  expiresAt: string;
}
