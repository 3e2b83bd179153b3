import type { AccessPattern } from './access-patterns.ts';

/** Fleet equipment: a tractor's VIN changes are few, but they are its own history, so the tractor owns the partition. */
export const FLEET_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'vinChange', readers: 'tractor detail VIN history (newest 10 a page); written when a VIN is edited', pk: ['companyId', 'VehicleID'], sk: ['changedAt'], indexes: [], volumePerYear: '~10 (VIN corrections)', grows: true },
];
