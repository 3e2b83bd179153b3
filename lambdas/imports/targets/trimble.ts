import type { ImportRowError } from '#shared/imports/import-types';
import type { RowsRead } from '#shared/imports/read-table';
import { MAX_EVENTS_PER_BATCH, POSITION_EVENT, readProviderEvent, type RawEvent } from '#shared/telematics/provider-event';
import type { CheckResult, CheckedRow, PlannedRow } from '#lambdas/imports/pipeline/target';
import { ingestBatch } from '#lambdas/telematics/ingest/ingest-batch';
import { companyTimeZone } from '#lambdas/telematics/company-zone';
import { companyTractors } from './plan-rows.ts';

/** One position of a Trimble CSV export, in the feed's own field names. */
export interface TrimbleRow {
  tractorID: string;
  /** ISO 8601, epoch milliseconds, or wall-clock time in the company's zone. */
  posTimeStamp: string | number;
  eventId?: string;
  driverID?: string;
  odometer?: number;
  stateProv?: string;
  country?: string;
  city?: string;
  lat?: number;
  lon?: number;
  speed?: number;
  ignition?: string;
}

/** The file's column a feed field comes from, to name it in a row error. */
export type TrimbleColumns = Readonly<Partial<Record<keyof TrimbleRow, string>>>;

/**
 * A position event of the feed. A file row without an event id gets one from its tractor and time, so
 * importing the same file twice stores each position once (the feed drops what it already has).
 */
export function trimbleEvent(row: TrimbleRow): RawEvent {
  const event: RawEvent = { eventType: POSITION_EVENT, eventId: row.eventId || `trimble-${row.tractorID}-${row.posTimeStamp}`, tractorID: row.tractorID, posTimeStamp: row.posTimeStamp };
  for (const field of ['driverID', 'odometer', 'stateProv', 'country', 'city', 'lat', 'lon', 'speed', 'ignition'] as const) {
    const value = row[field];
    if (value !== undefined && value !== '') event[field] = value;
  }
  return event;
}

/** Which field a feed reason is about: its first word ("odometer must be…", "lat and lon come together"). */
function fieldOf(reason: string): keyof TrimbleRow {
  const word = reason.split(/\s/, 1)[0] ?? '';
  return (['tractorID', 'posTimeStamp', 'eventId', 'driverID', 'odometer', 'stateProv', 'country', 'city', 'lat', 'lon', 'speed', 'ignition'] as const).find((f) => f === word) ?? 'posTimeStamp';
}

/** Every position read exactly as the feed reads it, its tractor one of the company's. */
export async function checkTrimble(companyId: string, read: RowsRead<TrimbleRow>, columns: TrimbleColumns = {}): Promise<CheckResult<TrimbleRow>> {
  const tractors = await companyTractors(companyId);
  const timeZone = await companyTimeZone(companyId);
  const errors: ImportRowError[] = [...read.errors];
  const rows: CheckedRow<TrimbleRow>[] = [];
  const column = (field: keyof TrimbleRow) => columns[field] ?? field;
  for (const { row, value } of read.rows) {
    const reading = readProviderEvent(trimbleEvent(value), timeZone);
    if (!reading.ok) {
      for (const reason of reading.reasons) errors.push({ row, column: column(fieldOf(reason)), reason });
      continue;
    }
    if (!tractors.has(value.tractorID)) {
      errors.push({ row, column: column('tractorID'), reason: `${value.tractorID} is not a tractor of this company` });
      continue;
    }
    rows.push({ row, value });
  }
  return { rows, errors, skipped: read.skipped, ...(read.skippedReason ? { skippedReason: read.skippedReason } : {}) };
}

/** Positions are added to the feed's history; nothing stored is updated by a row. */
export function planTrimble(rows: readonly CheckedRow<TrimbleRow>[]): PlannedRow[] {
  return rows.map(({ row, value }) => ({
    row,
    action: 'create',
    label: `Tractor ${value.tractorID} · ${value.posTimeStamp}`,
    fields: [
      { column: 'Odometer', after: value.odometer === undefined ? '' : String(value.odometer) },
      { column: 'State', after: value.stateProv ?? '' },
    ].filter((f) => f.after !== ''),
    changes: [],
  }));
}

/**
 * Writes a chunk through the feed's own ingestion (trimble is not rolled back, so no ledger): positions
 * stored once, the tractors' latest state and their day mileage kept as the live feed keeps them.
 */
export async function writeTrimbleChunk(companyId: string, rows: readonly CheckedRow<TrimbleRow>[]): Promise<{ accepted: number; duplicates: number; refused: number }> {
  const timeZone = await companyTimeZone(companyId);
  const events = rows.map((r) => trimbleEvent(r.value));
  let accepted = 0;
  let duplicates = 0;
  let refused = 0;
  for (let i = 0; i < events.length; i += MAX_EVENTS_PER_BATCH) {
    const answer = await ingestBatch(companyId, events.slice(i, i + MAX_EVENTS_PER_BATCH), timeZone);
    accepted += answer.accepted;
    duplicates += answer.duplicates;
    refused += answer.refused.length;
  }
  return { accepted, duplicates, refused };
}
