import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startLocalCloud } from '#lib/local/cloud';
import { batchWriteBaseline } from './support/batch-write-baseline.ts';

const COMPANY = 'bench-telematics';
const TRACTORS = 100;
const DAYS = 10;
/** 100 reports a tractor a day (every 14.4 minutes): 100 × 10 × 100 = 100,000 events. */
const PER_DAY = 100;
const INTERVAL_MS = 86_400_000 / PER_DAY;
/** Tractors per batch: 10 tractors × one day each = 1,000 events, the batch limit. */
const TRACTORS_PER_BATCH = 10;
/** Batches in flight at once, each of different tractors (a tractor's batches go in time order). */
const LANES = 4;
/** Each batch keeps ElectroDB's 4 BatchWriteItem requests in flight: the baseline writes with as many hands. */
const BASELINE_CONCURRENCY = LANES * 4;
const START_MS = Date.UTC(2026, 5, 1, 5);

const vehicle = (t: number) => `BT${String(t).padStart(4, '0')}`;

/** A tractor's day of reports: 60 mph while the odometer climbs, crossing from AZ into NM at noon. */
function dayEvents(t: number, day: number) {
  return Array.from({ length: PER_DAY }, (_, k) => {
    const n = day * PER_DAY + k;
    const at = START_MS + n * INTERVAL_MS;
    return {
      eventId: `b-${t}-${n}`, eventType: 'T.2.06.0', tractorID: vehicle(t), driverID: '1000000', posTimeStamp: new Date(at).toISOString(),
      odometer: 100_000 + n * 12.5, stateProv: k < PER_DAY / 2 ? 'AZ' : 'NM', country: 'US', lat: 33 + k / 1000, lon: -110 + k / 1000, speed: 60, city: 'Bench', ignition: 'on',
    };
  });
}

/**
 * 100,000 provider events (100 tractors, ten days) posted through the real HTTP route of a local cloud
 * as fast as it takes them, `LANES` batches at a time; then every stored position counted (none lost,
 * none doubled), and the wall time against plain BatchWriteItem of the same number of position items.
 */
export async function bench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'telematics-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist: join(dataDir, 'no-web') });
  try {
    const { tractorEntity } = await import('#lambdas/data/entities/tractor');
    const { positionEntity } = await import('#lambdas/data/entities/position');
    const { createFeedKey } = await import('#lambdas/telematics/keys/feed-keys');
    const { localDay, shiftDay } = await import('#shared/telematics/local-day');
    // The bench company has no profile or domicile: its days fall back to fleet-rules' default zone.
    const { DEFAULT_TIME_ZONE } = await import('#shared/fleet/zone');
    await tractorEntity().put(Array.from({ length: TRACTORS }, (_, t) => ({ companyId: COMPANY, VehicleID: vehicle(t), Vin: `BENCHVIN${t}`, Domicile: 'PHX' }))).go({ concurrent: 4 });
    const { key } = await createFeedKey(COMPANY, { label: 'bench', createdBy: 'bench' });

    const batches: { day: number; events: ReturnType<typeof dayEvents> }[] = [];
    for (let day = 0; day < DAYS; day++) {
      for (let g = 0; g < TRACTORS / TRACTORS_PER_BATCH; g++) {
        batches.push({ day, events: Array.from({ length: TRACTORS_PER_BATCH }, (_, i) => dayEvents(g * TRACTORS_PER_BATCH + i, day)).flat() });
      }
    }
    let accepted = 0, duplicates = 0, refused = 0;
    const post = async (events: unknown[]) => {
      const response = await fetch(`${cloud.apiUrl}/telematics/events`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ events }) });
      const answer = (await response.json()) as { accepted: number; duplicates: number; refused: unknown[] };
      if (!response.ok) throw new Error(`ingestion answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
      accepted += answer.accepted;
      duplicates += answer.duplicates;
      refused += answer.refused.length;
    };
    const started = performance.now();
    // Days one after another (a tractor's track in time order); a day's batches, of different tractors, LANES at a time.
    for (let day = 0; day < DAYS; day++) {
      const todays = batches.filter((b) => b.day === day);
      let next = 0;
      await Promise.all(Array.from({ length: LANES }, async () => {
        while (next < todays.length) await post(todays[next++]!.events);
      }));
    }
    const ingestMs = performance.now() - started;

    let stored = 0;
    const firstDay = localDay(START_MS, DEFAULT_TIME_ZONE);
    for (let t = 0; t < TRACTORS; t++) {
      for (let d = 0, day = firstDay; d <= DAYS + 1; d++, day = shiftDay(day, 1)) {
        const { data } = await positionEntity().query.byTractorDay({ companyId: COMPANY, VehicleID: vehicle(t), day }).go({ pages: 'all', attributes: ['eventId'] });
        stored += data.length;
      }
    }
    const total = TRACTORS * DAYS * PER_DAY;
    if (stored !== total || accepted !== total || duplicates !== 0 || refused !== 0) {
      throw new Error(`stored ${stored}, accepted ${accepted}, duplicates ${duplicates}, refused ${refused} of ${total} events`);
    }

    const sample = (await positionEntity().query.byTractorDay({ companyId: COMPANY, VehicleID: vehicle(0), day: firstDay }).go({ limit: 1 })).data[0]!;
    const raw = (await positionEntity().get({ companyId: COMPANY, VehicleID: vehicle(0), day: firstDay, eventId: sample.eventId }).params()) as { Key: Record<string, string> };
    const template = (await positionEntity().get(sample).go({ data: 'raw' })).data as unknown as { Item: Record<string, unknown> };
    const items = Array.from({ length: total }, (_, i) => ({ ...template.Item, pk: `baseline#${raw.Key.pk}`, sk: `${raw.Key.sk}#${i}` }));
    const baselineMs = await batchWriteBaseline(new DynamoDBClient({}), process.env.TABLE_NAME!, items, BASELINE_CONCURRENCY);

    return [
      { name: `telematics-ingest-${total}-events-wall`, value: Math.round(ingestMs), unit: 'ms' },
      { name: 'telematics-ingest-events-per-second', value: Math.round(total / (ingestMs / 1000)), unit: 'events/s' },
      { name: `telematics-batchwrite-baseline-${total}-items`, value: Math.round(baselineMs), unit: 'ms' },
      { name: 'telematics-ingest-ratio-to-batchwrite', value: Math.round((ingestMs / baselineMs) * 100) / 100, unit: 'x', budget: 1.5 },
    ];
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
