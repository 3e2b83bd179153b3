/**
 * The outside systems a company connects (part 1 §7, part 2 §7). Each has an adapter behind a port in
 * `lambdas/integrations/<system>/`, a simulator in the local cloud, and at most one connection per company
 * whose secrets are sealed with the integration key (never returned by any route).
 */
export const INTEGRATION_SYSTEMS = ['settlement-portal', 'maintenance-billing', 'safety-software', 'video-telematics', 'helpdesk'] as const;
export type IntegrationSystem = (typeof INTEGRATION_SYSTEMS)[number];

export function isIntegrationSystem(value: unknown): value is IntegrationSystem {
  return typeof value === 'string' && (INTEGRATION_SYSTEMS as readonly string[]).includes(value);
}

/** Connections the company does not hold credentials for: their state is read from our own data. */
export const DERIVED_INTEGRATIONS = ['telematics-feed', 'fuel-cards'] as const;
export type DerivedIntegration = (typeof DERIVED_INTEGRATIONS)[number];

/**
 * - `not_connected`: nothing saved.
 * - `unchecked`: credentials saved, never tried.
 * - `connected`: the last check or call succeeded.
 * - `failed`: the last check or call failed (`lastCode`, `lastMessage` say why).
 */
export const CONNECTION_STATES = ['not_connected', 'unchecked', 'connected', 'failed'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** Non-secret settings of a connection, shown to the owner (never a password, key or token). */
export interface PublicSettings {
  clientFedExId?: string;
  clientContractID?: string;
  clientContractVID?: string;
  servProvId?: string;
  servProvName?: string;
  setQueryUrlEstablished?: boolean;
  /** How the video-telematics connection authenticates. */
  authKind?: 'apiKey' | 'oauth';
  /** Safety software: the account the login belongs to. */
  accountId?: string;
}

/** What any route may return about a connection: no secret, only whether one is saved. */
export interface IntegrationView {
  system: IntegrationSystem | DerivedIntegration;
  state: ConnectionState;
  hasCredentials: boolean;
  publicSettings: PublicSettings;
  lastCheckedAt?: string;
  lastCode?: string;
  lastMessage?: string;
  connectedAt?: string;
  updatedBy?: string;
  version: number;
}

/** Runtime variable holding each system's base URL (`outside` access); set from CDK context in AWS, the simulators locally. */
export const SYSTEM_ENV = {
  'settlement-portal': 'SETTLEMENT_PORTAL_URL',
  'maintenance-billing': 'MAINTENANCE_BILLING_URL',
  'safety-software': 'SAFETY_SOFTWARE_URL',
  'video-telematics': 'VIDEO_TELEMATICS_URL',
  helpdesk: 'HELPDESK_URL',
} as const satisfies Record<IntegrationSystem, string>;

/** What a user calls each system. */
export const SYSTEM_NAMES: Record<IntegrationSystem | DerivedIntegration, string> = {
  'settlement-portal': 'settlement portal',
  'maintenance-billing': 'maintenance billing portal',
  'safety-software': 'safety software',
  'video-telematics': 'video telematics',
  helpdesk: 'helpdesk',
  'telematics-feed': 'telematics feed',
  'fuel-cards': 'fuel card provider',
};
