import { compare, sign, sub, toNumber, type Decimal } from '#shared/money/decimal';
import { formatIsoDate } from './dates.ts';
import { shown } from './exact.ts';
import { isoInstant, localDayOf } from './zone.ts';

/** The walk over a tractor's positions that makes mileage rows and exceptions (fleet-rules.md IVMR). */

export interface Position {
  /** Epoch milliseconds. */
  at: number;
  /** The odometer when numeric and > 0; undefined otherwise. */
  odometer: Decimal | undefined;
  state: string;
  country: string;
}

export interface MileageRow { date: string; state: string; odoStart: number; odoStop: number; miles: number; reason: string }

export interface MileageException {
  kind: 'backwards' | 'mx' | 'gap';
  /** Later odometer − earlier: negative for a backwards reading. */
  miles: number;
  from: string;
  to: string;
  fromOdometer: number;
  toOdometer: number;
  reason: string;
}

export interface MileageRows {
  odoStart: number | null;
  odoStop: number | null;
  rows: MileageRow[];
  exceptions: MileageException[];
  /** Local days holding a kept reading, in date order (the IVMR's coverage). */
  keptDays: string[];
}

const GAP_MS = 60 * 60_000;

interface OpenRow { date: string; state: string; start: Decimal; stop: Decimal; segments: number }

function exception(kind: MileageException['kind'], from: Position & { odometer: Decimal }, to: Position & { odometer: Decimal }, reason: string): MileageException {
  return { kind, miles: toNumber(sub(to.odometer, from.odometer)), from: isoInstant(from.at), to: isoInstant(to.at), fromOdometer: toNumber(from.odometer), toOdometer: toNumber(to.odometer), reason };
}

function finished(row: OpenRow): MileageRow {
  const miles = sub(row.stop, row.start);
  return {
    date: row.date, state: row.state, odoStart: toNumber(row.start), odoStop: toNumber(row.stop), miles: toNumber(miles),
    reason: `${shown(miles)} mi in ${row.state || 'no state'} on ${row.date}: odometer ${shown(row.start)} to ${shown(row.stop)} over ${row.segments} segment${row.segments === 1 ? '' : 's'}.`,
  };
}

/** Rows by local day and state, and the exceptions, from positions in any order. */
export function walkPositions(positions: readonly Position[], timeZone: string): MileageRows {
  const sorted = positions.map((position, index) => ({ position, index })).sort((a, b) => a.position.at - b.position.at || a.index - b.index).map(({ position }) => position);
  const rows: OpenRow[] = [];
  const exceptions: MileageException[] = [];
  let first: (Position & { odometer: Decimal }) | undefined;
  let last: (Position & { odometer: Decimal }) | undefined;
  let mxSinceLast = false;
  let open: OpenRow | undefined;
  const keptDays = new Set<string>();
  const keep = (reading: Position & { odometer: Decimal }) => keptDays.add(formatIsoDate(localDayOf(reading.at, timeZone)));
  for (const position of sorted) {
    if (position.country === 'MX') {
      if (last) mxSinceLast = true;
      continue;
    }
    if (position.odometer === undefined || sign(position.odometer) <= 0) continue;
    const reading = position as Position & { odometer: Decimal };
    if (!last) {
      first = last = reading;
      keep(reading);
      continue;
    }
    if (compare(reading.odometer, last.odometer) < 0) {
      exceptions.push(exception('backwards', last, reading, `Odometer ${shown(reading.odometer)} at ${isoInstant(reading.at)} is below the last kept ${shown(last.odometer)}: reading dropped.`));
      continue;
    }
    if (mxSinceLast) {
      exceptions.push(exception('mx', last, reading, `${shown(sub(reading.odometer, last.odometer))} mi between ${isoInstant(last.at)} and ${isoInstant(reading.at)} crossed Mexico: not counted in any state.`));
      open = undefined;
    } else {
      const date = formatIsoDate(localDayOf(last.at, timeZone));
      if (reading.at - last.at > GAP_MS) {
        const minutes = Math.round((reading.at - last.at) / 60_000);
        exceptions.push(exception('gap', last, reading, `No reading for ${minutes} minutes between ${isoInstant(last.at)} and ${isoInstant(reading.at)}: ${shown(sub(reading.odometer, last.odometer))} mi counted in ${last.state || 'no state'} on ${date}.`));
      }
      if (open && open.date === date && open.state === last.state) {
        open.stop = reading.odometer;
        open.segments += 1;
      } else {
        open = { date, state: last.state, start: last.odometer, stop: reading.odometer, segments: 1 };
        rows.push(open);
      }
    }
    mxSinceLast = false;
    last = reading;
    keep(reading);
  }
  return { odoStart: first ? toNumber(first.odometer) : null, odoStop: last ? toNumber(last.odometer) : null, rows: rows.map(finished), exceptions, keptDays: [...keptDays].sort() };
}
