import { MAX_LISTED_PROBLEMS } from '#shared/payroll/problem-list';

/**
 * The weekly settlement statement's columns (one sheet or CSV, header on row 1). A row is a trip or a
 * fuel purchase, told apart by RecordType. Names are the spec's trip and fuel log fields, so a row maps
 * one to one onto the stored record. README.md documents the same list.
 */
export type ColumnKind = 'text' | 'number' | 'date' | 'flag';

export interface StatementColumn {
  readonly name: string;
  readonly kind: ColumnKind;
  /** Required on rows of this record type. */
  readonly requiredFor?: readonly ('TRIP' | 'FUEL')[];
  readonly meaning: string;
}

export const RECORD_TYPES = ['TRIP', 'FUEL'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const STATEMENT_COLUMNS: readonly StatementColumn[] = [
  { name: 'RecordType', kind: 'text', requiredFor: ['TRIP', 'FUEL'], meaning: 'TRIP or FUEL' },
  { name: 'VehicleID', kind: 'text', requiredFor: ['TRIP', 'FUEL'], meaning: 'tractor number (6 characters)' },
  { name: 'TripNumber', kind: 'text', requiredFor: ['TRIP'], meaning: 'unique within the statement' },
  { name: 'TripStartDate', kind: 'date', requiredFor: ['TRIP'], meaning: 'date the trip started' },
  { name: 'RunType', kind: 'text', requiredFor: ['TRIP'], meaning: 'LINEHAUL or SPOT' },
  { name: 'DriverNo1', kind: 'text', requiredFor: ['TRIP'], meaning: 'first driver number (7 characters)' },
  { name: 'DriverName1', kind: 'text', meaning: 'first driver name; "Linehaul Drivers" marks a pool row, which is dropped' },
  { name: 'DriverNo2', kind: 'text', meaning: 'second driver number; 7 characters makes a team trip' },
  { name: 'DriverName2', kind: 'text', meaning: 'second driver name' },
  { name: 'LegOrg', kind: 'text', meaning: 'leg origin code (linehaul)' },
  { name: 'LegDest', kind: 'text', meaning: 'leg destination code (linehaul)' },
  { name: 'SpotName', kind: 'text', meaning: 'spot run name (spot)' },
  { name: 'SiteName', kind: 'text', meaning: 'spot site name (spot)' },
  { name: 'SpotTripId', kind: 'text', meaning: 'spot trip id' },
  { name: 'MilesQTY', kind: 'number', requiredFor: ['TRIP'], meaning: 'miles, 0 or more' },
  { name: 'TripRevenue', kind: 'number', meaning: 'trip revenue, dollars' },
  { name: 'RevenueDailyGrossDollars', kind: 'number', meaning: 'daily gross revenue, dollars' },
  { name: 'RateFuel', kind: 'number', meaning: 'fuel rate per mile, dollars' },
  { name: 'LiveDollarAmount', kind: 'number', meaning: 'live-load revenue, dollars' },
  { name: 'RevenueDandH', kind: 'number', meaning: 'drop-and-hook revenue, dollars' },
  { name: 'PayType', kind: 'text', meaning: 'trip pay type override (e.g. Flat Rate)' },
  { name: 'PayRate', kind: 'number', meaning: 'trip pay rate override' },
  { name: 'DriverNo1PayType', kind: 'text', meaning: 'pay type override for driver 1' },
  { name: 'DriverNo1PayRate', kind: 'number', meaning: 'pay rate override for driver 1' },
  { name: 'DriverNo2PayType', kind: 'text', meaning: 'pay type override for driver 2' },
  { name: 'DriverNo2PayRate', kind: 'number', meaning: 'pay rate override for driver 2' },
  { name: 'TicketNumber', kind: 'text', requiredFor: ['FUEL'], meaning: 'fuel ticket number' },
  { name: 'TransactionDate', kind: 'date', meaning: 'fuel purchase date' },
  { name: 'GallonsPurchased', kind: 'number', requiredFor: ['FUEL'], meaning: 'gallons, 0 or more' },
  { name: 'FuelAmount', kind: 'number', meaning: 'fuel purchase amount, dollars' },
  { name: 'TruckStopName', kind: 'text', meaning: 'where the fuel was bought' },
  { name: 'FromCarrier', kind: 'flag', meaning: 'Y when the carrier bought the fuel' },
];

/** The placeholder the settlement system puts where a pool of drivers ran a leg (spec part 2 §5). */
export const POOL_DRIVER_NAME = 'linehaul drivers';

export const COLUMN_BY_NAME: ReadonlyMap<string, StatementColumn> = new Map(STATEMENT_COLUMNS.map((c) => [c.name.toLowerCase(), c]));

/** Statements larger than this are refused before parsing (a week of a 1,000-truck fleet is far below). */
export const MAX_STATEMENT_ROWS = 50_000;
/** Row errors reported back, as many as a refused scenario lists; the rest are counted. */
export const MAX_REPORTED_ROW_ERRORS = MAX_LISTED_PROBLEMS;
