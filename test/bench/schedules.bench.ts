import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import { startLocalCloud } from '#lib/local/cloud';
import { p95 } from './support/samples.ts';

const COMPANY = 'bench-schedules';
const DRIVERS = 200;
const WEEK = '2026-11-23';
const ENTRIES = DRIVERS * 7;
const WARM_UP = 1;
/** Each round times the board and the raw query one after the other, so a busy machine slows both alike. */
const ROUNDS = 7;

/**
 * Dispatch's week board for 200 drivers × 7 days (1,400 entries of two legs each) through the code of
 * GET /schedules/week (the drivers and the week partition read in parallel, every entry shaped for the
 * screen); budget 2× a raw DynamoDB Query of the same week partition, every page.
 */
export async function bench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'schedules-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist: join(dataDir, 'no-web') });
  try {
    const { addDays } = await import('#shared/schedules/week');
    const { scheduleEntryEntity } = await import('#lambdas/data/entities/schedule-entry');
    const { driverEntity } = await import('#lambdas/data/entities/driver');
    const { batchPut } = await import('#lambdas/data/batch');
    const { weekBoard } = await import('#lambdas/schedules/board-view');
    const at = new Date().toISOString();
    await batchPut(driverEntity(), Array.from({ length: DRIVERS }, (_, i) => ({ companyId: COMPANY, DriverID: String(3_000_000 + i), FirstName: `Driver`, LastName: String(i), DisplayName: `Driver ${i}` })));
    await batchPut(scheduleEntryEntity(), Array.from({ length: ENTRIES }, (_, n) => {
      const i = Math.floor(n / 7);
      return {
        companyId: COMPANY, week: WEEK, category: String(3_000_000 + i), day: addDays(WEEK, n % 7), VehicleID: String(500_000 + i), RunType: 'LINEHAUL' as const,
        startTime: '06:30', legs: [{ origin: 'Phoenix AZ', destination: 'El Paso TX' }, { origin: 'El Paso TX', destination: 'Phoenix AZ' }], notes: 'Yard gate 4, call on arrival.',
        state: 'published' as const, publishedAt: at, publishedBy: 'Bench', updatedAt: at, updatedBy: 'Bench', version: 1,
      };
    }));

    const board = async () => {
      const answer = await weekBoard(COMPANY, WEEK);
      if (answer.entries.length !== ENTRIES || answer.drivers.length !== DRIVERS) throw new Error(`the board read ${answer.entries.length} entries`);
    };
    const { marshall } = await import('@aws-sdk/util-dynamodb');
    const client = new DynamoDBClient({});
    const rawQuery = async () => {
      const params = (await scheduleEntryEntity().query.byWeek({ companyId: COMPANY, week: WEEK }).params()) as QueryCommandInput & { ExpressionAttributeValues: Record<string, unknown> };
      let count = 0;
      let start: QueryCommandInput['ExclusiveStartKey'];
      do {
        const page = await client.send(new QueryCommand({ ...params, ExpressionAttributeValues: marshall(params.ExpressionAttributeValues), ExclusiveStartKey: start }));
        count += page.Count ?? 0;
        start = page.LastEvaluatedKey;
      } while (start);
      if (count !== ENTRIES) throw new Error(`the query read ${count} of ${ENTRIES}`);
    };

    for (let i = 0; i < WARM_UP; i++) { await board(); await rawQuery(); }
    const boardMs: number[] = [];
    const rawMs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      let start = performance.now();
      await board();
      boardMs.push(performance.now() - start);
      start = performance.now();
      await rawQuery();
      rawMs.push(performance.now() - start);
    }
    const boardP95 = p95(boardMs);
    const rawP95 = p95(rawMs);
    return [
      { name: 'schedule-board-200x7-p95', value: Math.round(boardP95), unit: 'ms' },
      { name: 'schedule-board-raw-query-p95', value: Math.round(rawP95), unit: 'ms' },
      { name: 'schedule-board-ratio-to-raw-query', value: Math.round((boardP95 / rawP95) * 100) / 100, unit: 'x', budget: 2 },
    ];
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
