import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import { startLocalCloud } from '#lib/local/cloud';
import { p95, timed } from './support/samples.ts';

const TRACTORS = 100;
const QUARTER = '2026-Q3';
const MONTHS = ['2026-07', '2026-08', '2026-09'];
const WARM_UP = 3;
const ROUNDS = 15;
const COMPANY = 'bench-ifta';
const STATES = ['AZ', 'NM', 'TX', 'CA', 'CO', 'OK'];

/** The quarter's days, YYYY-MM-DD. */
function quarterDays(): string[] {
  const days: string[] = [];
  for (let at = Date.UTC(2026, 6, 1); at < Date.UTC(2026, 9, 1); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * IFTA of a quarter for a 100-tractor company (~100 × 92 × 1.5 daily state-mileage items: every other
 * day a tractor crosses a state line, so that day has two rows; a fill-up every 4 days): the route's
 * work (its three month queries in parallel, the fuel, the rates, computeIfta) against a raw paged
 * DynamoDB Query of the same mileage items on the same DynamoDB Local, p95 of each and their ratio.
 */
export async function bench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'ifta-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist: join(dataDir, 'no-web') });
  try {
    const { tractorDayMileageEntity } = await import('#lambdas/data/entities/tractor-day-mileage');
    const { fuelPurchaseEntity } = await import('#lambdas/data/entities/fuel-purchase');
    const { batchPut } = await import('#lambdas/data/batch');
    const { iftaQuarter } = await import('#lambdas/reports/fuel/ifta-quarter');
    const days = quarterDays();
    const mileage = [];
    const fuel = [];
    for (let t = 0; t < TRACTORS; t++) {
      const VehicleID = String(700_000 + t);
      for (const [d, date] of days.entries()) {
        const first = STATES[(t + d) % STATES.length]!;
        const rows = d % 2 === 0 ? [[first, 310.4], [STATES[(t + d + 1) % STATES.length]!, 190.2]] as const : [[first, 455.7]] as const;
        for (const [state, miles] of rows) mileage.push({ companyId: COMPANY, VehicleID, date, state, month: date.slice(0, 7), miles, odoStart: 0, odoStop: miles, updatedAt: '2026-10-01T00:00:00.000Z' });
        if (d % 4 === t % 4) {
          fuel.push({ companyId: COMPANY, month: date.slice(0, 7), transactionDate: date, transactionId: `B${VehicleID}${d}`, source: 'wex' as const, fileKey: 'bench', FuelCardNo: `C${t}`, VehicleID, vendorName: 'PILOT', state: first, gallons: 280.5, amount: 1088.1, createdAt: '2026-10-01T00:00:00.000Z' });
        }
      }
    }
    await batchPut(tractorDayMileageEntity(), mileage);
    await batchPut(fuelPurchaseEntity(), fuel);

    const route = await timed(ROUNDS, WARM_UP, async () => {
      const answer = await iftaQuarter(COMPANY, QUARTER);
      if (answer.inputs.mileageRows !== mileage.length || !answer.result) throw new Error(`IFTA read ${answer.inputs.mileageRows} of ${mileage.length} rows`);
    });

    const { marshall } = await import('@aws-sdk/util-dynamodb');
    const client = new DynamoDBClient({});
    const monthParams = await Promise.all(MONTHS.map(async (month) => (await tractorDayMileageEntity().query.byMonth({ companyId: COMPANY, month }).params()) as { TableName: string; IndexName: string; KeyConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> }));
    const raw = await timed(ROUNDS, WARM_UP, async () => {
      const counts = await Promise.all(monthParams.map(async (params) => {
        let count = 0;
        let start: QueryCommandInput['ExclusiveStartKey'];
        do {
          const page = await client.send(new QueryCommand({ TableName: params.TableName, IndexName: params.IndexName, KeyConditionExpression: params.KeyConditionExpression, ExpressionAttributeNames: params.ExpressionAttributeNames, ExpressionAttributeValues: marshall(params.ExpressionAttributeValues), ExclusiveStartKey: start }));
          count += page.Count ?? 0;
          start = page.LastEvaluatedKey;
        } while (start);
        return count;
      }));
      const count = counts.reduce((a, b) => a + b, 0);
      if (count !== mileage.length) throw new Error(`the query read ${count} of ${mileage.length} items`);
    });

    const routeP95 = p95(route);
    const rawP95 = p95(raw);
    return [
      { name: `ifta-quarter-${TRACTORS}-tractors-items`, value: mileage.length, unit: 'items' },
      { name: `ifta-quarter-${TRACTORS}-tractors-p95`, value: Math.round(routeP95), unit: 'ms' },
      { name: `ifta-quarter-${TRACTORS}-raw-query-p95`, value: Math.round(rawP95), unit: 'ms' },
      { name: 'ifta-quarter-ratio-to-raw-query', value: Math.round((routeP95 / rawP95) * 100) / 100, unit: 'x', budget: 2 },
    ];
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
