import { tractorEntity, type TractorItem } from '#lambdas/data/entities/tractor';
import type { PositionItem } from '#lambdas/data/entities/position';
import { batchGet } from '#lambdas/data/batch';
import type { IngestAnswer, RefusedEvent } from '#shared/telematics/api';
import { localDay, shiftDay } from '#shared/telematics/local-day';
import { DRIVER_LOG_EVENT, POSITION_EVENT, readProviderEvent, type LogEvent, type PositionEvent, type RawEvent } from '#shared/telematics/provider-event';
import { isKeptCandidate, type Reading } from '#shared/telematics/segment-miles';
import { addSegments, applyFleetDelta, recomputeDays, type FleetDelta } from './day-mileage.ts';
import { logEventItem, positionItem, storedKeys, writeEvents } from './stored-events.ts';
import { advanceLatest, refreshCurrentDriver } from './tractor-state.ts';

/** US states, DC and Canadian provinces: a stored latest state elsewhere (Mexico) cannot start a segment. */
const SEGMENT_STATES = new Set('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS ON PE QC SK NT NU YT'.split(' '));

interface TractorBatch { tractor: TractorItem; positions: PositionEvent[]; logs: LogEvent[] }

/**
 * One provider batch of one company: every good event stored once, the bad ones refused with reasons.
 * Writes: the new events in batches; per tractor one conditional update of its latest state; its day
 * mileage incrementally when the batch continues the stored track in time order, else by recomputing
 * the touched days from their positions; the fleet's day totals by the same differences.
 */
export async function ingestBatch(companyId: string, raw: readonly RawEvent[], timeZone: string): Promise<IngestAnswer> {
  const refused: RefusedEvent[] = [];
  const good: { index: number; event: PositionEvent | LogEvent }[] = [];
  raw.forEach((r, index) => {
    const read = readProviderEvent(r, timeZone);
    if (read.ok) good.push({ index, event: read.event });
    else refused.push({ index, eventId: read.eventId, reasons: read.reasons });
  });

  const ids = [...new Set(good.map((g) => g.event.tractorID))];
  const tractors = new Map((ids.length ? await batchGet(tractorEntity(), ids.map((VehicleID) => ({ companyId, VehicleID }))) : []).map((t) => [t.VehicleID, t]));
  const known = good.filter((g) => {
    if (tractors.has(g.event.tractorID)) return true;
    refused.push({ index: g.index, eventId: g.event.eventId, reasons: [`tractorID ${g.event.tractorID} is not a tractor of this company.`] });
    return false;
  });

  const receivedAt = new Date().toISOString();
  const seen = new Set<string>();
  let duplicates = 0;
  const positions: PositionItem[] = [];
  const logs: ReturnType<typeof logEventItem>[] = [];
  const candidates: { key: string; event: PositionEvent | LogEvent }[] = [];
  for (const { event } of known) {
    const key = `${event.eventType === DRIVER_LOG_EVENT ? 'l' : 'p'}|${event.tractorID}|${event.eventId}`;
    if (seen.has(key)) duplicates++;
    else {
      seen.add(key);
      candidates.push({ key, event });
    }
  }
  // A position newer than the tractor's stored latest cannot have been stored and followed yet: only
  // older ones (and log events) are looked up. Were an earlier attempt cut off before the tractor was
  // updated, putting its positions again writes the same items.
  const mayBeStored = (e: PositionEvent | LogEvent) => {
    const last = tractors.get(e.tractorID)?.lastTimeStamp;
    return e.eventType === DRIVER_LOG_EVENT || e.eventType !== POSITION_EVENT || !last || e.posTimeStamp <= last;
  };
  const looked = candidates.filter((c) => mayBeStored(c.event));
  const stored = await storedKeys(
    looked.filter((c) => c.event.eventType !== DRIVER_LOG_EVENT).map((c) => ({ companyId, VehicleID: c.event.tractorID, day: localDay(c.event.atMs, timeZone), eventId: c.event.eventId })),
    looked.filter((c) => c.event.eventType === DRIVER_LOG_EVENT).map((c) => ({ companyId, VehicleID: c.event.tractorID, posTimeStamp: c.event.posTimeStamp, eventId: c.event.eventId })),
  );
  const byTractor = new Map<string, TractorBatch>();
  for (const { key, event } of candidates) {
    if (stored.has(key)) {
      duplicates++;
      continue;
    }
    const batch = byTractor.get(event.tractorID) ?? { tractor: tractors.get(event.tractorID)!, positions: [], logs: [] };
    byTractor.set(event.tractorID, batch);
    if (event.eventType === DRIVER_LOG_EVENT) {
      batch.logs.push(event);
      logs.push(logEventItem(companyId, event.tractorID, event, receivedAt));
    } else {
      batch.positions.push(event);
      positions.push(positionItem(companyId, event.tractorID, event, timeZone, receivedAt));
    }
  }
  await writeEvents(positions, logs);

  const delta: FleetDelta = new Map();
  await Promise.all([...byTractor.values()].map((b) => followTractor(companyId, b, timeZone, delta)));
  await applyFleetDelta(companyId, delta);
  return { accepted: positions.length + logs.length, duplicates, refused: refused.sort((a, b) => a.index - b.index) };
}

const asReading = (e: PositionEvent): Reading => ({ atMs: e.atMs, odometer: e.odometer, stateProv: e.stateProv, country: e.country });

async function followTractor(companyId: string, b: TractorBatch, timeZone: string, delta: FleetDelta): Promise<void> {
  const { tractor } = b;
  const reports = b.positions.filter((p) => p.eventType === POSITION_EVENT).sort((x, y) => x.atMs - y.atMs);
  if (reports.length > 0) {
    const newest = reports[reports.length - 1]!;
    const lastMs = tractor.lastTimeStamp ? Date.parse(tractor.lastTimeStamp) : undefined;
    const inOrder = lastMs === undefined || reports[0]!.atMs > lastMs;
    const kept = reports.filter(isKeptCandidate);
    const latestOdometer = kept.length ? kept[kept.length - 1]!.odometer : undefined;
    const startsSegment = tractor.LatestOdometer !== undefined && lastMs !== undefined && SEGMENT_STATES.has(tractor.stateProv ?? '');
    if (inOrder && (await advanceLatest(tractor, newest, latestOdometer, true))) {
      const from: Reading[] = startsSegment ? [{ atMs: lastMs!, odometer: tractor.LatestOdometer, stateProv: tractor.stateProv, country: 'US' }] : [];
      await addSegments(companyId, tractor.VehicleID, [...from, ...reports.map(asReading)], timeZone, delta);
    } else {
      // Out of order, or another batch of this tractor moved its latest state first: no increment is safe.
      await advanceLatest(tractor, newest, latestOdometer, false);
      const days = new Set<string>();
      for (const p of reports) {
        const d = localDay(p.atMs, timeZone);
        days.add(d).add(shiftDay(d, -1));
      }
      await recomputeDays(companyId, tractor.VehicleID, days, timeZone, delta);
    }
  }
  if (b.logs.length > 0) await refreshCurrentDriver(companyId, tractor.VehicleID);
}
