import type { RouteDef } from '#lambdas/route-types';

const PAYROLL = 2;
/** Dispatch keeps the driver file (hire, term, CDL and medical dates); pay settings stay with payroll. */
const DISPATCH = 3;
/** The shop manager owns the equipment: he adds, edits and deactivates tractors and moves them on the board. */
const SHOP = 4;
/** The mobile Tractors page is for every numeric role below 9 (spec part 1 §6). */
const DRIVER = 8;
const READ = { table: 'read' } as const;
const READ_WRITE = { table: 'readWrite' } as const;

/** Tractors, drivers and locations: the fleet's equipment and people (spec part 2 §2, §3). */
export const fleetRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/fleet/tractors', handler: 'fleet/tractors/list-tractors', minRole: DRIVER, scope: 'company',
    summary: 'Tractor list (6-character numbers) with position, shop status, defects and reminder counts; drivers get no card or device serials', replaces: 'tractorLookupTable (list)', access: READ,
  },
  {
    method: 'POST', path: '/fleet/tractors', handler: 'fleet/tractors/create-tractor', minRole: SHOP, scope: 'company',
    summary: 'Add a tractor (VIN check digit, 6-character number)', replaces: 'tractorLookupTable (add)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/fleet/tractors/{vehicleId}', handler: 'fleet/tractors/get-tractor', minRole: DRIVER, scope: 'company',
    summary: "One tractor's facts", replaces: 'tractorLookupTable (get)', access: READ,
  },
  {
    method: 'PUT', path: '/fleet/tractors/{vehicleId}', handler: 'fleet/tractors/update-tractor', minRole: SHOP, scope: 'company',
    summary: 'Edit or deactivate a tractor (version lock); a VIN change is kept in its history', replaces: 'tractorLookupTable (set)', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/fleet/tractors/{vehicleId}/service-state', handler: 'fleet/tractors/move-tractor', minRole: SHOP, scope: 'company',
    summary: 'Move a tractor on the shop board: in service, in the shop, out of service with a reason (version lock)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/fleet/tractors/{vehicleId}/trips', handler: 'fleet/tractors/tractor-trips', minRole: SHOP, scope: 'company',
    summary: "A tractor's trips and fuel of the pay runs since the start of the previous month", access: READ,
  },
  {
    method: 'GET', path: '/fleet/tractors/{vehicleId}/payouts', handler: 'fleet/tractors/tractor-payouts', minRole: PAYROLL, scope: 'company',
    summary: "Driver payouts of a tractor's trips in the last 30 days", access: READ,
  },
  {
    method: 'GET', path: '/fleet/tractors/{vehicleId}/vin-history', handler: 'fleet/tractors/vin-history', minRole: SHOP, scope: 'company',
    summary: "A tractor's VIN changes, newest first, 10 a page", access: READ,
  },
  {
    method: 'GET', path: '/fleet/drivers', handler: 'fleet/drivers/list-driver-files', minRole: SHOP, scope: 'company',
    summary: 'Driver files: names, phone, domiciles, hire and term dates, CDL and medical card, linked user (no pay settings)', replaces: 'driverLookupTable (list)', access: READ,
  },
  {
    method: 'POST', path: '/fleet/drivers', handler: 'fleet/drivers/create-driver-file', minRole: DISPATCH, scope: 'company',
    summary: "Add a driver's file (pay settings stay in payroll's editor)", replaces: 'driverLookupTable (add)', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/fleet/drivers/{driverId}', handler: 'fleet/drivers/update-driver-file', minRole: DISPATCH, scope: 'company',
    summary: "Edit a driver's file (version lock); pay settings untouched", replaces: 'driverLookupTable (set)', access: READ_WRITE,
  },
  {
    method: 'GET', path: '/fleet/driver-profiles/{userId}', handler: 'fleet/drivers/driver-profile', minRole: SHOP, scope: 'company',
    summary: 'The driver file linked to a user account (driver profile)', access: READ,
  },
  {
    method: 'GET', path: '/fleet/my-driver-file', handler: 'fleet/drivers/my-driver-file', minRole: DRIVER, scope: 'own', owner: 'caller',
    summary: "The caller's own driver file", access: READ,
  },
];
