import type { RouteDef } from '#lambdas/route-types';

const PAYROLL = 2;
const READ = { table: 'read' } as const;
const READ_WRITE = { table: 'readWrite' } as const;

/** Trip records and legs, recent statement files, and the payroll corrections that move trips and fuel (spec part 2 §7). */
export const tripRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/trip-legs', handler: 'trips/list-trip-legs', minRole: PAYROLL, scope: 'company',
    summary: "A tractor's trip records by date range (cursor pages of 100) with its broken legs and missing-run flags",
    replaces: 'TripRecords (paged), findBrokenLegs', access: READ,
  },
  {
    method: 'GET', path: '/statement-files', handler: 'trips/list-statement-files', minRole: PAYROLL, scope: 'company',
    summary: 'The 52 newest pay-run statement files with signed download links', replaces: 'GET /fetchRecentPayrunFiles',
    access: { table: 'read', uploads: 'read' },
  },
  {
    method: 'GET', path: '/payruns/{id}/spot-run-names', handler: 'trips/spot-run-names', minRole: PAYROLL, scope: 'company',
    summary: "Spot names of a run's SPOT trips with counts and whether the spot payout table has them", replaces: 'POST /extractSpotRunNames, /extractTripData', access: READ,
  },
  {
    method: 'POST', path: '/payruns/{id}/trips/{tripNumber}/driver', handler: 'trips/move-trip', minRole: PAYROLL, scope: 'company',
    summary: "Move a trip to the right first driver's pay document (audited; both drivers recalculated)", replaces: 'POST /onUnionTripLogsToPayDoc', access: READ_WRITE,
  },
  {
    method: 'POST', path: '/payruns/{id}/fuel/{vehicleId}/{order}/trip', handler: 'trips/assign-fuel', minRole: PAYROLL, scope: 'company',
    summary: 'Assign a fuel purchase to its trip and vehicle (audited; the drivers recalculated)', replaces: 'POST /assignTripDataToFuelLog', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/payruns/{id}/vehicles/{vehicleId}/summary', handler: 'trips/update-vehicle-summary', minRole: PAYROLL, scope: 'company',
    summary: 'Edit a vehicle summary (version lock, audited; its drivers recalculated)', replaces: 'POST /updateVehicleSummaryDoc', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/payruns/{id}/corrections', handler: 'trips/list-corrections', minRole: PAYROLL, scope: 'company',
    summary: "A run's payroll corrections: who, when, before and after, drivers recalculated", access: READ,
  },
];
