import * as z from 'zod';
import { readNumeric } from '#shared/money/numeric';
import { fromNumber, sub, toNumber } from '#shared/money/decimal';
import { formatIsoDate } from './dates.ts';
import { parseOrRefuse } from './errors.ts';
import { shown, sum } from './exact.ts';
import { code, dayField, expecting, id, MAX_TEXT, readTimeZone, record, rows, timestampField } from './fields.ts';
import { walkPositions, type MileageException, type MileageRow, type MileageRows, type Position } from './mileage-segments.ts';
import { isoInstant, startOfLocalDay } from './zone.ts';

/** IVMR rows and state mileage from a tractor's positions (fleet-rules.md "Positions, IVMR rows"). */

export type { MileageException, MileageRow, MileageRows };

/** A day of the window on which no kept reading falls (fleet-rules "Coverage", amended). */
export interface UncoveredDay { kind: 'uncovered'; date: string; reason: string }

export type IvmrException = MileageException | UncoveredDay;

/** The odometer as sent: numbers or text; '.0', '?' and blank are kept and make the reading invalid. */
const odometer = z.union([z.number(), z.string().max(MAX_TEXT), z.null(), z.undefined()], expecting('a number or a string')).optional();

function positionSchema(timeZone: string) {
  return record({ posTimeStamp: timestampField(timeZone), odometer, stateProv: code, country: code });
}

export type PositionInput = z.input<ReturnType<typeof positionSchema>>;

function toPosition(parsed: z.output<ReturnType<typeof positionSchema>>): Position {
  return { at: parsed.posTimeStamp!, odometer: readNumeric(parsed.odometer), state: parsed.stateProv, country: parsed.country };
}

/**
 * Daily mileage by local day and state from one tractor's positions, with no window: the core of the
 * IVMR that telematics ingestion also uses. Throws FleetInputError for an unreadable timestamp or zone.
 */
export function mileageRows(positions: readonly PositionInput[], timeZone: string): MileageRows {
  const zone = readTimeZone({ timeZone });
  const parsed = parseOrRefuse(record({ positions: rows(positionSchema(zone)) }), { positions });
  return walkPositions(parsed.positions.map(toPosition), zone);
}

function ivmrSchema(timeZone: string) {
  return record({ weekEnding: dayField(timeZone), VehicleID: id, timeZone: z.unknown().optional(), positions: rows(positionSchema(timeZone)) });
}

export type IvmrInput = z.input<ReturnType<typeof ivmrSchema>>;

export interface IvmrRow extends MileageRow { VehicleID: string | number }

export interface IvmrResult {
  VehicleID: string | number;
  weekEnding: string;
  timeZone: string;
  windowStart: string;
  windowEnd: string;
  OdoStart: number | null;
  OdoStop: number | null;
  totalMiles: number;
  mxMiles: number;
  ivmrRows: IvmrRow[];
  exceptions: IvmrException[];
  reason: string;
}

const WINDOW_DAYS_BEFORE = 5;

/** The week's rows: positions from 00:00 of weekEnding − 5 days up to 00:00 of the day after weekEnding. */
export function computeIvmr(input: IvmrInput): IvmrResult {
  const timeZone = readTimeZone(input);
  const parsed = parseOrRefuse(ivmrSchema(timeZone), input);
  const start = startOfLocalDay(parsed.weekEnding - WINDOW_DAYS_BEFORE, timeZone);
  const end = startOfLocalDay(parsed.weekEnding + 1, timeZone);
  const inWindow = parsed.positions.map(toPosition).filter((position) => position.at >= start && position.at < end);
  const walked = walkPositions(inWindow, timeZone);
  const totalMiles = sum(walked.rows.map((row) => fromNumber(row.miles)));
  const kept = new Set(walked.keptDays);
  const uncovered = Array.from({ length: WINDOW_DAYS_BEFORE + 1 }, (_, i) => formatIsoDate(parsed.weekEnding - WINDOW_DAYS_BEFORE + i))
    .filter((date) => !kept.has(date))
    .map((date): UncoveredDay => ({ kind: 'uncovered', date, reason: `No kept position on ${date}: the tractor's miles of that day are not known.` }));
  const mxMiles = sum(walked.exceptions.filter((item) => item.kind === 'mx').map((item) => fromNumber(item.miles)));
  const span = walked.odoStart === null ? 'no valid reading in the week' : `odometer ${shown(walked.odoStart)} to ${shown(walked.odoStop!)} = ${shown(sub(fromNumber(walked.odoStop!), fromNumber(walked.odoStart)))} mi, ${shown(mxMiles)} mi through Mexico`;
  return {
    VehicleID: parsed.VehicleID,
    weekEnding: formatIsoDate(parsed.weekEnding),
    timeZone,
    windowStart: isoInstant(start),
    windowEnd: isoInstant(end),
    OdoStart: walked.odoStart,
    OdoStop: walked.odoStop,
    totalMiles: toNumber(totalMiles),
    mxMiles: toNumber(mxMiles),
    ivmrRows: walked.rows.map((row) => ({ VehicleID: parsed.VehicleID, ...row })),
    // The walk's exceptions (backwards, mx, gap) stay in the order met along the positions; the uncovered
    // days follow them, in date order among themselves.
    exceptions: [...walked.exceptions, ...uncovered],
    reason: `${inWindow.length} of ${parsed.positions.length} positions in the week; ${span}; ${shown(totalMiles)} mi in ${walked.rows.length} row${walked.rows.length === 1 ? '' : 's'}; ${uncovered.length} of ${WINDOW_DAYS_BEFORE + 1} days without a position.`,
  };
}
