import type { AccessPattern } from './access-patterns.ts';

/** Connections to outside systems (sealed credentials) and OAuth requests in flight. */
export const INTEGRATION_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'integrationConnection', readers: 'integrations list and company setup (whole list), each adapter (get by system)', pk: ['companyId'], sk: ['system'], indexes: [], volumePerYear: '≤ 5 (one a system)', grows: false },
  { entity: 'oauthRequest', readers: 'OAuth callback (get by the state the provider sends back, then delete)', pk: ['companyId'], sk: ['state'], indexes: [], volumePerYear: '~10 (one a connection attempt, 10 min each, TTL)', grows: false },
];
