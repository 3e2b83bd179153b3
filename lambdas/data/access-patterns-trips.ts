import type { AccessPattern } from './access-patterns.ts';

/**
 * Trip legs read the existing trip logs (per pay run, vehicle index gsi1) of the runs the date range
 * touches, so they need no entity of their own; only the corrections audit is new.
 */
export const TRIP_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'payrollCorrection', readers: 'payroll tools corrections audit (per run, newest first)', pk: ['companyId', 'PayRunID'], sk: ['auditId'], indexes: [], volumePerYear: '~500 (a few corrections a run)', grows: true },
];
