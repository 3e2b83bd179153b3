import type { AccessPattern } from './access-patterns.ts';

/**
 * The telematics feed: a position every 15 minutes per tractor and the drivers' log-in events. Positions
 * are the fastest-growing items of the product, so each tractor-day is its own partition; "where is the
 * fleet now" reads the latest position copied onto the tractor item, never the positions.
 */
export const TELEMATICS_ACCESS_PATTERNS: readonly AccessPattern[] = [
  { entity: 'feedKey', readers: 'ingestion (get by the key id the key carries), company setup (whole list)', pk: ['companyId'], sk: ['keyId'], indexes: [], volumePerYear: '~2 (rotations)', grows: false },
  { entity: 'position', readers: 'ingestion (batch write, idempotent on the event id), a tractor-day track and its mileage, GPS events newest 50 (walks days back)', pk: ['companyId', 'VehicleID', 'day'], sk: ['eventId'], indexes: [], volumePerYear: '~7,000,000 (200 × 96 a day × 365), ≤ ~150 a partition; TTL 4 years + 1 quarter (IFTA keeps 4 years)', grows: true },
  { entity: 'driverLogEvent', readers: "tractor log-in history (newest 40), a driver's log-ins (gsi1)", pk: ['companyId', 'VehicleID'], sk: ['posTimeStamp', 'eventId'], indexes: ['gsi1: companyId, DriverID / posTimeStamp, eventId'], volumePerYear: '~300,000 (200 × 4 a day × 365)', grows: true },
  { entity: 'tractorDayMileage', readers: 'tractor odometer history (31 days), IVMR and IFTA (fleet by month, gsi1), ELD mileage', pk: ['companyId', 'VehicleID'], sk: ['date', 'state'], indexes: ['gsi1: companyId, month / date, VehicleID, state'], volumePerYear: '~110,000 (200 × 365 × ~1.5 states)', grows: true },
  { entity: 'fleetDayMileage', readers: 'fleet daily totals (newest 14), 90-day moving average', pk: ['companyId', 'year'], sk: ['date'], indexes: [], volumePerYear: '365', grows: true },
];
