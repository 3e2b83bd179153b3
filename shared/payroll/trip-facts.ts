import { ZERO, sign, toNumber, type Decimal } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import * as fmt from './explain-format.ts';
import type { TripType } from './result-types.ts';
import type { TripLog } from './types.ts';

export type RunKind = 'LINEHAUL' | 'SPOT' | 'UNKNOWN';

/** A trip log read once: the figures every rule needs, parsed to exact decimals. */
export interface TripFacts {
  readonly trip: TripLog;
  readonly tripNumber: string;
  readonly runKind: RunKind;
  readonly runTypeText: string;
  readonly tripType: TripType;
  /** DriverNo1, and DriverNo2 on a team trip, trimmed. */
  readonly driverIds: readonly string[];
  readonly vehicleId: string;
  readonly miles: Decimal;
  readonly milesNumber: number;
  /** Miles as explanations write them. */
  readonly milesText: string;
  readonly revenue: Decimal;
  /** RevenueDailyGrossDollars when numeric and > 0, else TripRevenue. */
  readonly gross: Decimal;
  readonly grossIsDaily: boolean;
}

const TEAM_DRIVER_ID_LENGTH = 7;

const WHITESPACE = /^\s|\s$/;

export function idText(value: unknown): string {
  if (typeof value === 'string') return WHITESPACE.test(value) ? value.trim() : value;
  return value === null || value === undefined ? '' : String(value).trim();
}

/** Team when DriverNo2, trimmed, is exactly 7 characters (the length of a driver number); else Solo. */
export function tripTypeOf(trip: Pick<TripLog, 'DriverNo2'>): TripType {
  return idText(trip.DriverNo2).length === TEAM_DRIVER_ID_LENGTH ? 'Team' : 'Solo';
}

export function runKindOf(runType: unknown): RunKind {
  const text = typeof runType === 'string' ? runType.trim().toUpperCase() : '';
  return text === 'LINEHAUL' || text === 'SPOT' ? text : 'UNKNOWN';
}

export function readTripFacts(trip: TripLog): TripFacts {
  const tripType = tripTypeOf(trip);
  const driverIds = tripType === 'Team' ? [idText(trip.DriverNo1), idText(trip.DriverNo2)] : [idText(trip.DriverNo1)];
  const miles = readNumeric(trip.MilesQTY) ?? ZERO;
  const revenue = readNumeric(trip.TripRevenue) ?? ZERO;
  const daily = readNumeric(trip.RevenueDailyGrossDollars);
  const grossIsDaily = daily !== undefined && sign(daily) > 0;
  return {
    trip,
    tripNumber: idText(trip.TripNumber),
    runKind: runKindOf(trip.RunType),
    runTypeText: typeof trip.RunType === 'string' ? trip.RunType : '',
    tripType,
    driverIds,
    vehicleId: idText(trip.VehicleID),
    miles,
    milesNumber: toNumber(miles),
    milesText: fmt.miles(miles),
    revenue,
    gross: grossIsDaily ? daily : revenue,
    grossIsDaily,
  };
}
