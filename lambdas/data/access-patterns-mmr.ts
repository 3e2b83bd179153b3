import type { AccessPattern } from './access-patterns.ts';

/** The monthly maintenance report: each tractor's month and the month's batch. */
export const MMR_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'mmrRecord', readers: 'MMR panel (a month\'s tractors), tractor PDF and /MMR-Template (get), batch and zip (a month)', pk: ['companyId', 'Month'], sk: ['VehicleID'], indexes: [], volumePerYear: '2,400 (200 tractors × 12), each ≤ ~20 KB', grows: true },
  { entity: 'mmrReport', readers: 'MMR panel (the month\'s build, batch and zip)', pk: ['companyId'], sk: ['Month'], indexes: [], volumePerYear: '12', grows: false },
];
