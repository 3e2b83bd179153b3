import type { AccessPattern } from './access-patterns.ts';

/**
 * The timeclock: each driver owns his shifts (a week is one range read, the punchId starts with the
 * shift's in) and the office's edit audit per driver-week; approvals are one partition per pay week,
 * bounded by the drivers, read once by a pay run's calculation.
 */
export const TIMEKEEPING_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'timePunch', readers: "a driver's timeclock (latest shifts), a driver's week (punchId range), the office's week table", pk: ['companyId', 'DriverID'], sk: ['punchId'], indexes: [], volumePerYear: '~65,000 (250 drivers × 260 shifts)', grows: true },
  { entity: 'timecardAudit', readers: "a driver-week's edit audit (timecard admin)", pk: ['companyId', 'DriverID', 'weekEnding'], sk: ['auditId'], indexes: [], volumePerYear: '~5,000 (a few corrections a driver-month)', grows: true },
  { entity: 'timecardApproval', readers: 'the office week table, a pay run calculation (one query of its week)', pk: ['companyId', 'weekEnding'], sk: ['DriverID'], indexes: [], volumePerYear: '~13,000 (250 drivers × 52 weeks), ≤ 250 a partition', grows: true },
];
