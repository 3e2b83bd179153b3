import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import { startLocalCloud } from '#lib/local/cloud';
import { DEMO_PASSWORD } from '#lib/local/seed/demo-companies';
import { p95, timed } from './support/samples.ts';
import { signIn } from './support/sign-in.ts';

const TRACTORS = 500;
const WARM_UP = 5;
const ROUNDS = 40;
const COMPANY = 'bench-fleet';

/** A tractor with everything the list shows: the feed's latest state, the shop status and the counts. */
function benchTractor(i: number) {
  return {
    companyId: COMPANY, VehicleID: String(600_000 + i), Active: i % 40 !== 0, Domicile: ['PHX', 'ELP', 'ABQ'][i % 3]!, Vin: '1M8GDM9AXKP042788', Year: 2020 + (i % 6),
    Make: 'Freightliner', Model: 'Cascadia 126', FuelCardNo: `7083 0500 ${4400 + i}`, VedrSerial: `VEDR-${i}`, EldSerial: `ELD-${880_000 + i}`, LicensePlateNo: `AZ${2300 + i}`,
    LatestOdometer: 142_000 + i * 311, lastSpeed: i % 70, lastTimeStamp: '2026-11-23T18:45:00.000Z', city: 'Phoenix', stateProv: 'AZ', ignitionStatus: 'on' as const,
    lastPos: { lat: 33.4 + i / 10_000, lon: -112.1 }, currentDriverId: String(1_004_500 + (i % 250)),
    serviceState: (['in-service', 'in-shop', 'out-of-service'] as const)[i % 3]!, ...(i % 3 === 2 ? { outOfServiceReason: 'Brake chamber leak' } : {}),
    serviceOverdueCount: i % 4, serviceDueSoonCount: i % 5, reportedDefectsCount: i % 2, updatedAt: '2026-11-23T18:45:00.000Z', version: 1,
  };
}

/**
 * The tractor list of a 500-tractor company through the real route (HTTP gateway, token check, handler)
 * against a raw DynamoDB Query of the same partition on the same DynamoDB Local: p95 of each, and
 * their ratio.
 */
export async function bench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tractor-list-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist: join(dataDir, 'no-web') });
  try {
    const { tractorEntity } = await import('#lambdas/data/entities/tractor');
    await tractorEntity().put(Array.from({ length: TRACTORS }, (_, i) => benchTractor(i))).go({ concurrent: 4 });
    const email = 'shop@bench-fleet.test';
    await cloud.cognito.ensureUser({ email, password: DEMO_PASSWORD, name: 'Bench Shop', companyId: COMPANY, role: 4 });
    const token = await signIn(cloud, email);

    const route = await timed(ROUNDS, WARM_UP, async () => {
      const answer = await fetch(`${cloud.apiUrl}/fleet/tractors`, { headers: { authorization: `Bearer ${token}`, 'x-app-version': '3.21.1' } });
      const body = (await answer.json()) as { tractors: unknown[] };
      if (body.tractors.length !== TRACTORS) throw new Error(`the route listed ${body.tractors.length} of ${TRACTORS} tractors`);
    });

    const params = (await tractorEntity().query.byVehicleId({ companyId: COMPANY }).params()) as { TableName: string; KeyConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> };
    const { marshall } = await import('@aws-sdk/util-dynamodb');
    const client = new DynamoDBClient({});
    const raw = await timed(ROUNDS, WARM_UP, async () => {
      let count = 0;
      let start: QueryCommandInput['ExclusiveStartKey'];
      do {
        const page = await client.send(new QueryCommand({ TableName: params.TableName, KeyConditionExpression: params.KeyConditionExpression, ExpressionAttributeNames: params.ExpressionAttributeNames, ExpressionAttributeValues: marshall(params.ExpressionAttributeValues), ExclusiveStartKey: start }));
        count += page.Count ?? 0;
        start = page.LastEvaluatedKey;
      } while (start);
      if (count !== TRACTORS) throw new Error(`the query read ${count} of ${TRACTORS} tractors`);
    });

    const routeP95 = p95(route);
    const rawP95 = p95(raw);
    return [
      { name: `tractor-list-${TRACTORS}-route-p95`, value: Math.round(routeP95), unit: 'ms' },
      { name: `tractor-list-${TRACTORS}-raw-query-p95`, value: Math.round(rawP95), unit: 'ms' },
      { name: 'tractor-list-ratio-to-raw-query', value: Math.round((routeP95 / rawP95) * 100) / 100, unit: 'x', budget: 2 },
    ];
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
