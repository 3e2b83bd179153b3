import type { AccessPattern } from './access-patterns.ts';

/** IVMR reports saved on approval and anything else the IVMR weeks need besides ivmrApproval (in access-patterns-imports.ts). */
export const IVMR_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'ivmrReport', readers: 'IVMR approve (put), report download (get by week and tractor from the reportId), week zip (one query a week of the range)', pk: ['companyId', 'WeekEnding'], sk: ['VehicleID', 'reportId'], indexes: [], volumePerYear: '10,400 (200 tractors × 52 weeks, one per approved week)', grows: true },
];
