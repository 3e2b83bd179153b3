import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import { startLocalCloud } from '#lib/local/cloud';
import { DEMO_PASSWORD } from '#lib/local/seed/demo-companies';
import { shiftDay } from '#shared/telematics/local-day';
import { p95, timed } from './support/samples.ts';
import { signIn } from './support/sign-in.ts';

const TRACTORS = 100;
const DAYS = 90;
const TO = '2026-11-20';
const FROM = shiftDay(TO, -(DAYS - 1));
const WARM_UP = 3;
const ROUNDS = 15;
/** As the route reads log-ins: this many tractors at once. */
const TRACTOR_READS = 16;
const COMPANY = 'bench-eld';

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

const vehicle = (i: number) => String(700_000 + i);
const days = Array.from({ length: DAYS }, (_, d) => shiftDay(FROM, d));
const months = [...new Set(days.map((d) => d.slice(0, 7)))];

type Params = { TableName: string; IndexName?: string; KeyConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown>; ProjectionExpression?: string; ScanIndexForward?: boolean; Limit?: number };

/**
 * The ELD mileage dashboard of 100 tractors over 90 days (GET /dashboard/eld through the HTTP gateway,
 * token check and handler) against raw DynamoDB Queries of the same items on the same DynamoDB Local:
 * the day-mileage months, the fleet's days (the range and the 89 before it), the driver list and each
 * tractor's log-ins (the one before the range and those in it), the tractors 16 at a time as the route
 * reads them. p95 of each and their ratio.
 */
export async function bench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'eld-dashboard-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist: join(dataDir, 'no-web') });
  try {
    const { tractorDayMileageEntity } = await import('#lambdas/data/entities/tractor-day-mileage');
    const { fleetDayMileageEntity } = await import('#lambdas/data/entities/fleet-day-mileage');
    const { driverLogEventEntity } = await import('#lambdas/data/entities/driver-log-event');
    const { driverEntity } = await import('#lambdas/data/entities/driver');
    const dayRows = [];
    const events = [];
    for (let i = 0; i < TRACTORS; i++) {
      for (const [d, date] of days.entries()) {
        dayRows.push({ companyId: COMPANY, VehicleID: vehicle(i), date, state: d % 2 ? 'AZ' : 'NM', month: date.slice(0, 7), miles: 300 + ((i * 7 + d) % 200) + 0.3 });
        // Logged in 08:00 to 18:00 Chicago time.
        events.push({ companyId: COMPANY, VehicleID: vehicle(i), posTimeStamp: `${date}T14:00:00.000Z`, eventId: `e${i}-${d}-in`, DriverID: String(1_005_000 + i), code: 101 });
        events.push({ companyId: COMPANY, VehicleID: vehicle(i), posTimeStamp: `${date}T23:30:00.000Z`, eventId: `e${i}-${d}-out`, DriverID: String(1_005_000 + i), code: 102 });
      }
    }
    const fleetDays = Array.from({ length: DAYS + 89 }, (_, d) => shiftDay(FROM, d - 89)).map((date) => ({ companyId: COMPANY, year: date.slice(0, 4), date, miles: 40_000 + (d(date) % 9000) }));
    await tractorDayMileageEntity().put(dayRows).go({ concurrent: 4 });
    await driverLogEventEntity().put(events).go({ concurrent: 4 });
    await fleetDayMileageEntity().put(fleetDays).go({ concurrent: 4 });
    await driverEntity().put(Array.from({ length: TRACTORS }, (_, i) => ({ companyId: COMPANY, DriverID: String(1_005_000 + i), FirstName: 'Driver', LastName: String(i), DisplayName: `Driver ${i}` }))).go({ concurrent: 4 });

    const email = 'owner@bench-eld.test';
    await cloud.cognito.ensureUser({ email, password: DEMO_PASSWORD, name: 'Bench Owner', companyId: COMPANY, role: 1 });
    const token = await signIn(cloud, email);

    const route = await timed(ROUNDS, WARM_UP, async () => {
      const answer = await fetch(`${cloud.apiUrl}/dashboard/eld?from=${FROM}&to=${TO}&includeDaily=true`, { headers: { authorization: `Bearer ${token}`, 'x-app-version': '3.21.1' } });
      const body = (await answer.json()) as { tractorChart?: Array<{ dailyBreakdown: unknown[] }>; driverChartData?: unknown[] };
      if (body.tractorChart?.length !== TRACTORS || body.tractorChart[0]!.dailyBreakdown.length !== DAYS) throw new Error(`the route answered ${JSON.stringify(body).slice(0, 300)}`);
      if (body.driverChartData?.length !== TRACTORS) throw new Error(`the route attributed ${body.driverChartData?.length} drivers`);
    });

    const { marshall } = await import('@aws-sdk/util-dynamodb');
    const client = new DynamoDBClient({});
    const rangeStart = `${FROM}T05:00:00.000Z`;
    const rangeEnd = `${shiftDay(TO, 1)}T06:00:00.000Z`;
    const monthParams = await Promise.all(months.map((month) => tractorDayMileageEntity().query.byMonth({ companyId: COMPANY, month }).params({ attributes: ['VehicleID', 'date', 'miles'] }) as Promise<Params>));
    const years = [...new Set([shiftDay(FROM, -89).slice(0, 4), TO.slice(0, 4)])];
    const fleetParams = await Promise.all(years.map((year) => fleetDayMileageEntity().query.byYear({ companyId: COMPANY, year }).between({ date: shiftDay(FROM, -89) }, { date: TO }).params({ attributes: ['date', 'miles'] }) as Promise<Params>));
    const driverParams = (await driverEntity().query.byDriverId({ companyId: COMPANY }).params({ attributes: ['DriverID', 'DisplayName'] })) as Params;
    const logParams = await Promise.all(Array.from({ length: TRACTORS }, async (_, i) => {
      const q = driverLogEventEntity().query.byTractor({ companyId: COMPANY, VehicleID: vehicle(i) });
      const attributes = ['DriverID', 'code', 'posTimeStamp'] as const;
      return [
        { ...((await q.lt({ posTimeStamp: rangeStart }).params({ attributes: [...attributes] })) as Params), ScanIndexForward: false, Limit: 1 },
        (await q.between({ posTimeStamp: rangeStart }, { posTimeStamp: rangeEnd }).params({ attributes: [...attributes] })) as Params,
      ];
    }));
    const readAll = async (p: Params, once = false) => {
      let count = 0;
      let start: QueryCommandInput['ExclusiveStartKey'];
      do {
        const page = await client.send(new QueryCommand({ ...p, ExpressionAttributeValues: marshall(p.ExpressionAttributeValues), ExclusiveStartKey: start }));
        count += page.Count ?? 0;
        start = once ? undefined : page.LastEvaluatedKey;
      } while (start);
      return count;
    };
    const raw = await timed(ROUNDS, WARM_UP, async () => {
      const [dayCounts] = await Promise.all([Promise.all(monthParams.map((p) => readAll(p))), Promise.all(fleetParams.map((p) => readAll(p))), readAll(driverParams)]);
      let logs = 0;
      await inParallel(logParams, TRACTOR_READS, async ([before, within]) => {
        const [a, b] = await Promise.all([readAll(before!, true), readAll(within!)]);
        logs += a + b;
      });
      const dayItems = dayCounts.reduce((s, n) => s + n, 0);
      if (dayItems < TRACTORS * DAYS || logs < TRACTORS * DAYS * 2) throw new Error(`the queries read ${dayItems} day rows and ${logs} log-ins`);
    });

    const routeP95 = p95(route);
    const rawP95 = p95(raw);
    return [
      { name: `eld-dashboard-${TRACTORS}x${DAYS}-route-p95`, value: Math.round(routeP95), unit: 'ms' },
      { name: `eld-dashboard-${TRACTORS}x${DAYS}-raw-query-p95`, value: Math.round(rawP95), unit: 'ms' },
      { name: 'eld-dashboard-ratio-to-raw-query', value: Math.round((routeP95 / rawP95) * 100) / 100, unit: 'x', budget: 2 },
    ];
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A day's number, to vary the fleet's miles. */
function d(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}
