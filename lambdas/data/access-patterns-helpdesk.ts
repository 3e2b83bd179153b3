import type { AccessPattern } from './access-patterns.ts';

/** Helpdesk */
export const HELPDESK_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'supportTicket', readers: 'written by the helpdesk page\'s support form; support reads a year', pk: ['companyId', 'year'], sk: ['createdAt', 'ticketId'], indexes: [], volumePerYear: '~50 (a few a month)', grows: true },
];
