import type { AccessPattern } from './access-patterns.ts';

/**
 * Maintenance: records per tractor (its history, newest first), the office's in-progress and completed
 * lists by year (gsi1), and a compact search index sharded by month that a search reads instead of the
 * records; programs and their per-tractor reminders are bounded by fleet size.
 */
export const MAINTENANCE_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'maintenanceRecord', readers: 'tractor maintenance history (10 a page, newest first), in-progress, completed and voided lists (gsi1, by year)', pk: ['companyId', 'VehicleID'], sk: ['ServiceDate', 'id'], indexes: ['gsi1: companyId, listName, year / ServiceDate, id'], volumePerYear: '~2,400 (200 × 12)', grows: true },
  { entity: 'maintenanceSearchShard', readers: 'maintenance search (every shard of the company, cached per container by version)', pk: ['companyId', 'month'], sk: [], indexes: [], volumePerYear: '12 (one per ServiceMonth, ≤ 350 KB each)', grows: true },
  { entity: 'serviceProgram', readers: 'programs list, reminder recomputation (whole list)', pk: ['companyId'], sk: ['programId'], indexes: [], volumePerYear: '~10', grows: false },
  { entity: 'serviceReminder', readers: 'Scheduled Services report, tractor list counts, tractor detail (per tractor range)', pk: ['companyId'], sk: ['VehicleID', 'programId'], indexes: [], volumePerYear: '~1,000 (tractors × programs), replaced not added', grows: false },
  { entity: 'pmDailyReport', readers: 'PM Service Report "Leaving Soon" (one day, or the days of a year)', pk: ['companyId', 'year'], sk: ['date'], indexes: [], volumePerYear: '365', grows: true },
];
