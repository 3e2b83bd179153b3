import type { ImportRowError } from '#shared/imports/import-types';
import type { RowsRead } from '#shared/imports/read-table';
import { readTrimbleRows } from '#shared/imports/types/trimble';
import { MAX_EVENTS_PER_BATCH, type PositionEvent, type RawEvent } from '#shared/telematics/provider-event';
import type { CheckResult, CheckedRow, ImportContext, ImportTarget, PlannedRow } from '#lambdas/imports/pipeline/target';
import { localDay } from '#shared/telematics/local-day';
import { positionEntity } from '#lambdas/data/entities/position';
import { ingestBatch } from '#lambdas/telematics/ingest/ingest-batch';
import { companyZone } from '#lambdas/data/company-zone';
import { companyTractors } from './plan-rows.ts';
import { rawKey, readRaw } from './raw-items.ts';

/** A position as the feed posts it again: the reader's event without its epoch milliseconds (not a feed field). */
export function trimbleEvent(position: PositionEvent): RawEvent {
  const { atMs: _atMs, ...event } = position;
  return event as RawEvent;
}

/** Every position read as the feed reads it (the row reader), its tractor one of the company's. */
export async function checkTrimble(companyId: string, read: RowsRead<PositionEvent>): Promise<CheckResult<PositionEvent>> {
  const tractors = await companyTractors(companyId);
  const errors: ImportRowError[] = [...read.errors];
  const rows: CheckedRow<PositionEvent>[] = [];
  for (const { row, value } of read.rows) {
    if (tractors.has(value.tractorID)) rows.push({ row, value });
    else errors.push({ row, column: 'Tractor', reason: `${value.tractorID} is not a tractor of this company` });
  }
  return { rows, errors, skipped: read.skipped, ...(read.skippedReason ? { skippedReason: read.skippedReason } : {}) };
}

/**
 * Positions are added to the feed's history; no stored record is updated by a row. A position the feed
 * already has (same tractor, day and event id) is unchanged: the write stores it once.
 */
export async function planTrimble(companyId: string, rows: readonly CheckedRow<PositionEvent>[]): Promise<PlannedRow[]> {
  const timeZone = await companyZone(companyId);
  const keys = rows.map(({ value }) => (positionEntity().get({ companyId, VehicleID: value.tractorID, day: localDay(value.atMs, timeZone), eventId: value.eventId }).params() as { Key: { pk: string; sk: string } }).Key);
  const stored = await readRaw(keys);
  return rows.map(({ row, value }, i) => {
    const label = `Tractor ${value.tractorID} · ${value.posTimeStamp}`;
    if (stored.has(rawKey(keys[i]!))) return { row, action: 'unchanged', label, fields: [], changes: [] };
    const fields = [
      { column: 'Odometer', after: value.odometer === undefined ? '' : String(value.odometer) },
      { column: 'State', after: value.stateProv ?? '' },
      { column: 'City', after: value.city ?? '' },
    ].filter((f) => f.after !== '');
    return { row, action: 'create', label, fields, changes: [] };
  });
}

/**
 * Writes a chunk through the feed's own ingestion (trimble is not rolled back, spec §4, so no ledger):
 * each position stored once however often the chunk runs, the tractors' latest state and their day
 * mileage kept as the live feed keeps them.
 */
export async function writeTrimbleChunk(companyId: string, rows: readonly CheckedRow<PositionEvent>[]): Promise<{ accepted: number; duplicates: number; refused: number }> {
  const timeZone = await companyZone(companyId);
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

/** Spec §7 /insertTrimbleCsv: positions through the telematics feed; `writeChunk` writes instead of the ledger. */
export const trimbleTarget: ImportTarget<PositionEvent> & { writeChunk(companyId: string, rows: readonly CheckedRow<PositionEvent>[], context: ImportContext): Promise<unknown> } = {
  type: 'trimble',
  check: async (companyId, table) => checkTrimble(companyId, readTrimbleRows(table, await companyZone(companyId))),
  plan: (companyId, rows) => planTrimble(companyId, rows),
  writeChunk: (companyId, rows) => writeTrimbleChunk(companyId, rows),
};
