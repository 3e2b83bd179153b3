import type { AccessPattern } from './access-patterns.ts';

/** Who may sign in where, and the company address book */
export const ACCOUNT_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'addressBookEntry', readers: 'address book (one list = one kind range, or all three)', pk: ['companyId'], sk: ['kind', 'entryId'], indexes: [], volumePerYear: '~500', grows: false },
  // The one partition not under a company, on purpose: the lock is looked up by the user before he has a company.
  { entity: 'userAccount', readers: 'create company and invitations (get by user; created only if absent = one company a user)', pk: ['userId'], sk: [], indexes: [], volumePerYear: '~300 (users)', grows: false },
];
