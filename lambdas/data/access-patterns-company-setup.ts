import type { AccessPattern } from './access-patterns.ts';

/** Company setup */
export const COMPANY_SETUP_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'pageUsageWeek', readers: 'usage analytics (one query a week, ≤ 26 weeks); every navigation adds 1 (update ADD)', pk: ['companyId', 'week'], sk: ['path', 'role'], indexes: [], volumePerYear: '~5,000 (≤ 100 paths × 5 roles a week × 52)', grows: true },
];
