import { refreshTokens } from '#lambdas/integrations/oauth/oauth-client';
import { callOutside, OutsidePortError, type AdapterOptions } from '#lambdas/integrations/outside-port';
import { MAX_SAFETY_EVENTS, type NamedItem } from '#shared/integrations/safety';
import type { OAuthTokens, VideoTelematics, VideoTelematicsAuth } from './port.ts';
import { eventOf, namedList, type ProviderEvent } from './video-telematics-wire.ts';

const SYSTEM = 'video-telematics';

export interface VideoTelematicsOptions extends AdapterOptions {
  auth: VideoTelematicsAuth;
  /** Our client id at the provider (needed to refresh OAuth tokens). */
  clientId?: string;
  /** Called with the new tokens after a refresh, so the caller stores them (sealed). */
  onTokens?: (tokens: OAuthTokens) => Promise<void>;
}

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);
const unreadable = () => new OutsidePortError(SYSTEM, 'bad_answer', 'The video telematics provider answered something we could not read.');

function failure(response: Response): OutsidePortError {
  if (response.status === 401 || response.status === 403) return new OutsidePortError(SYSTEM, 'unauthorized', 'The video telematics provider refused our access: reconnect it in Company Setup.', response.status);
  if (response.status === 429) return new OutsidePortError(SYSTEM, 'rate_limited', 'The video telematics provider is busy (too many requests). Try again in a minute.', 429);
  if (response.status === 404) return new OutsidePortError(SYSTEM, 'not_found', 'The video telematics provider has no such record.', 404);
  return new OutsidePortError(SYSTEM, 'network_error', `The video telematics provider is not answering (HTTP ${response.status}). Try again later.`, response.status);
}

/**
 * The provider's API with its fixed header key (`x-apikey`) or an OAuth bearer token. On a 401 with OAuth
 * the tokens are refreshed once and the call repeated; a second refusal is `unauthorized`.
 */
export function createVideoTelematicsClient(options: VideoTelematicsOptions): VideoTelematics {
  let auth = options.auth;

  const headersOf = (): Record<string, string> =>
    auth.kind === 'apiKey' ? { 'x-apikey': auth.apiKey, accept: 'application/json' } : { authorization: `Bearer ${auth.accessToken}`, accept: 'application/json' };

  async function refresh(): Promise<boolean> {
    if (auth.kind !== 'oauth' || !options.clientId) return false;
    const tokens = await refreshTokens(SYSTEM, options, { refreshToken: auth.refreshToken, clientId: options.clientId }).catch((error: unknown) => {
      if (error instanceof OutsidePortError && error.code === 'network_error') throw error;
      return null;
    });
    if (!tokens) return false;
    auth = { kind: 'oauth', accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    await options.onTokens?.(tokens);
    return true;
  }

  // Calls made together all meet the 401 of the same expired token, and a refresh token is single-use:
  // one refresh serves them all, and a call whose token was already replaced just tries again.
  let refreshing: Promise<boolean> | undefined;
  function refreshOnce(usedToken: string): Promise<boolean> {
    if (auth.kind === 'oauth' && auth.accessToken !== usedToken) return Promise.resolve(true);
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function get(path: string): Promise<unknown> {
    const usedToken = auth.kind === 'oauth' ? auth.accessToken : '';
    let response = await callOutside(SYSTEM, options, path, { headers: headersOf() });
    if (response.status === 401 && (await refreshOnce(usedToken))) response = await callOutside(SYSTEM, options, path, { headers: headersOf() });
    if (!response.ok) throw failure(response);
    return response.json().catch(() => {
      throw new OutsidePortError(SYSTEM, 'bad_answer', 'The video telematics provider answered something we could not read.', response.status);
    });
  }

  const list = async (path: string, key?: string): Promise<NamedItem[]> => namedList(await get(path), key);

  return {
    vehicles: () => list('/vehicles/all', 'vehicles'),
    videoVehicles: () => list('/video/vehicles', 'vehicles'),
    triggers: () => list('/video/safety/events/triggers'),
    statuses: () => list('/video/safety/events/statuses'),
    behaviours: () => list('/video/safety/events/behaviors'),
    async events({ lastUpdatedFrom }) {
      const query = new URLSearchParams({
        lastUpdatedFrom,
        statusId: '1',
        sort: 'lastUpdatedDate desc',
        includeSubgroups: 'true',
        limit: String(MAX_SAFETY_EVENTS),
      });
      const body = await get(`/video/safety/events?${query}`);
      if (!Array.isArray(body) || !body.every(isObject)) throw unreadable();
      return (body as ProviderEvent[]).slice(0, MAX_SAFETY_EVENTS).map(eventOf);
    },
    async event(eventId) {
      const body = await get(`/video/safety/events/${encodeURIComponent(eventId)}`);
      if (!isObject(body)) throw unreadable();
      return eventOf(body as ProviderEvent);
    },
  };
}
