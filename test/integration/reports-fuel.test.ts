import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeIfta } from '#shared/fleet/ifta';
import { fuelFileText } from '#shared/reports/fuel-file';
import { parseCsv } from '#shared/statement/csv';
import { fuelPurchaseEntity } from '#lambdas/data/entities/fuel-purchase';
import { tractorDayMileageEntity } from '#lambdas/data/entities/tractor-day-mileage';
import { writeObject } from '#lambdas/imports/uploads';
import { fuelInboxPrefix } from '#lambdas/reports/fuel/fuel-uploads';
import { BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';
import { waitFor } from '../support/poll.ts';

const COMPANY = 'red-mesa-freight';
const DISPATCH = RED_MESA.dispatch;

interface FuelFile { fileName: string; source: string; status: string; added: number }
/** The card provider simulator's start-up file: a single day's file, named WEX-YYYY-MM-DD.csv. */
const DAILY_FILE = /^WEX-(\d{4}-\d{2}-\d{2})\.csv$/;

let own: OwnCloud;
let startupFile: FuelFile;
beforeAll(async () => {
  own = await startOwnCloud('reports-fuel-');
  // The simulator reads its start-up file beside the tests: every test reads the store once that file is in.
  const files = await waitFor(() => own.call(DISPATCH, 'GET', '/fuel/files'), (a) => a.body.files.some((f: FuelFile) => DAILY_FILE.test(f.fileName)), 30_000);
  startupFile = files.body.files.find((f: FuelFile) => DAILY_FILE.test(f.fileName));
}, 180_000);
afterAll(async () => own?.stop());

function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}
const THIS_QUARTER = quarterOf(new Date());

async function download(as: string, path: string): Promise<{ status: number; text: string; disposition: string | null }> {
  const probe = await own.call(as, 'GET', '/me');
  expect(probe.status).toBe(200);
  const signIn = own.cloud.signIns.find((s) => s.email === as)!;
  const auth = await fetch(own.cloud.cognito.endpoint, {
    method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: own.cloud.cognito.clientId, AuthParameters: { USERNAME: as, PASSWORD: signIn.password } }),
  });
  const token = ((await auth.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
  const response = await fetch(`${own.cloud.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-app-version': '3.21.1' } });
  return { status: response.status, text: await response.text(), disposition: response.headers.get('content-disposition') };
}

/** The quarter's stored rows, read straight from the table: what the rule gets from `npm run fleet -- ifta`. */
async function storedRows(quarter: string) {
  const year = Number(quarter.slice(0, 4)), q = Number(quarter.slice(-1));
  const months = [0, 1, 2].map((i) => `${year}-${String((q - 1) * 3 + 1 + i).padStart(2, '0')}`);
  const mileage = (await Promise.all(months.map((month) => tractorDayMileageEntity().query.byMonth({ companyId: COMPANY, month }).go({ pages: 'all' })))).flatMap((r) => r.data);
  const fuel = (await Promise.all(months.map((month) => fuelPurchaseEntity().query.byMonth({ companyId: COMPANY, month }).go({ pages: 'all' })))).flatMap((r) => r.data);
  return {
    mileage: mileage.map((m) => ({ VehicleID: m.VehicleID, date: m.date, state: m.state, miles: m.miles ?? 0 })),
    fuel: fuel.map((f) => ({ VehicleID: f.VehicleID ?? null, date: f.transactionDate, state: f.state ?? '', gallons: f.gallons })),
  };
}

async function uploadFile(as: string, fileName: string, text: string) {
  const ticket = await own.call(as, 'POST', '/fuel/uploads', { fileName });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.body.contentType }, body: text });
  expect(put.status).toBe(200);
  return ticket.body.fileKey as string;
}

const purchase = (id: string, card: string, vendorName: string, state: string, gallons: number) => ({
  transactionId: id, transactionDate: '2025-03-14', transactionTime: '08:00', FuelCardNo: card, vendorName, city: 'TEST', state, product: 'ULSD', gallons, amount: Math.round(gallons * 389) / 100,
});

describe('IFTA of a quarter', () => {
  it('answers what the rule computes from the same stored rows, with the demo fleet near 6.5 MPG', async () => {
    const answer = await own.call(DISPATCH, 'GET', `/ifta?quarter=${THIS_QUARTER}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { mileage, fuel } = await storedRows(THIS_QUARTER);
    const rates = answer.body.rates;
    expect(answer.body.result).toEqual(computeIfta({ quarter: THIS_QUARTER, timeZone: 'America/Phoenix', mileage, fuel, rates }));
    expect(answer.body.inputs).toMatchObject({ mileageRows: mileage.length, purchases: fuel.length });
    expect(answer.body.inputs.unmatchedPurchases).toBeGreaterThan(0);
    expect(answer.body.result.mpg).toBeGreaterThan(5.5);
    expect(answer.body.result.mpg).toBeLessThan(7.5);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const result = answer.body.result;
    expect(sum([...result.jurisdictions, ...result.nonIfta].map((j: { miles: number }) => j.miles))).toBeCloseTo(result.totalMiles, 4);
  });

  it('taxes at the rates the company enters for the quarter', async () => {
    const before = await own.call(DISPATCH, 'GET', `/ifta?quarter=${THIS_QUARTER}`);
    const az = before.body.result.jurisdictions.find((j: { state: string }) => j.state === 'AZ');
    const put = await own.call(DISPATCH, 'PUT', `/ifta/rates/${THIS_QUARTER}`, { rates: [{ state: 'AZ', rate: 0.5 }, { state: 'NM', rate: 0 }] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const after = await own.call(DISPATCH, 'GET', `/ifta?quarter=${THIS_QUARTER}`);
    const azAfter = after.body.result.jurisdictions.find((j: { state: string }) => j.state === 'AZ');
    expect(azAfter.tax).toBeCloseTo(Math.round(az.netTaxableGallons * 0.5 * 100) / 100, 6);
    expect(after.body.result.jurisdictions.find((j: { state: string }) => j.state === 'TX').tax).toBeNull();
    const refused = await own.call(DISPATCH, 'PUT', `/ifta/rates/${THIS_QUARTER}`, { rates: [{ state: 'AK', rate: 0.1 }] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('IFTA jurisdiction');
  });

  it('answers a quarter without fuel with the rule\'s refusal in words, not an error', async () => {
    const answer = await own.call(DISPATCH, 'GET', '/ifta?quarter=2024-Q1');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBeUndefined();
    expect(answer.body.refusal).toMatch(/No fuel purchases/);
    expect((await own.call(DISPATCH, 'GET', '/ifta?quarter=2024-Q5')).status).toBe(400);
  });

  it('downloads the period CSV with a header and rows that sum to the quarter totals', async () => {
    const answer = await own.call(DISPATCH, 'GET', `/ifta?quarter=${THIS_QUARTER}`);
    const { firstDay, lastDay, totalMiles, totalGallons } = answer.body.result;
    const csv = await download(DISPATCH, `/ifta/export?periodStart=${firstDay}&periodEnd=${lastDay}`);
    expect(csv.status).toBe(200);
    expect(csv.disposition).toContain(`IFTA-${firstDay}-to-${lastDay}.csv`);
    const [header, ...rows] = parseCsv(csv.text);
    expect(header).toEqual(['Tractor', 'Date', 'Jurisdiction', 'Miles', 'Gallons Bought']);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.reduce((s, r) => s + Number(r[3]), 0)).toBeCloseTo(totalMiles, 0);
    expect(rows.reduce((s, r) => s + Number(r[4]), 0)).toBeCloseTo(totalGallons, 2);
    const summary = await download(DISPATCH, `/ifta/summary-export?quarter=${THIS_QUARTER}`);
    expect(summary.status).toBe(200);
    expect(parseCsv(summary.text).find((r) => r[0] === 'Total')![2]).toBe(String(totalMiles));
    expect((await download(DISPATCH, '/ifta/export?periodStart=2025-01-01&periodEnd=2026-03-01')).status).toBe(400);
  });
});

describe('fuel card files', () => {
  it('stores a file posted twice once, matched by card, flagging unapproved vendors and unmatched cards', async () => {
    const text = fuelFileText([
      purchase('IT-1', '7083 0500 4400', "LOVE'S TRAVEL STOP", 'AZ', 120.5),
      purchase('IT-2', '7083-0500-4401', 'Corner Gas', 'NM', 80.25),
      purchase('IT-3', '0000 1111', 'PILOT TRAVEL CENTER', 'TX', 50),
    ]);
    const first = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: await uploadFile(DISPATCH, 'march.csv', text) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 'imported', purchases: 3, added: 3, unmatched: 1, unapproved: 1 });
    const again = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: await uploadFile(DISPATCH, 'march-again.csv', text) });
    expect(again.body).toMatchObject({ purchases: 3, added: 0 });
    const month = await own.call(DISPATCH, 'GET', '/fuel/purchases?month=2025-03');
    expect(month.status).toBe(200);
    expect(month.body.purchases.map((p: { transactionId: string }) => p.transactionId).sort()).toEqual(['IT-1', 'IT-2', 'IT-3']);
    expect(month.body.totals).toEqual({ count: 3, gallons: 250.75, amount: Math.round((468.75 + 312.17 + 194.5) * 100) / 100, unmatched: 1, unapproved: 1 });
    expect(month.body.purchases.find((p: { transactionId: string }) => p.transactionId === 'IT-1').VehicleID).toBe('410200');
    const unapproved = await own.call(DISPATCH, 'GET', '/fuel/purchases?month=2025-03&filter=unapproved');
    expect(unapproved.body.purchases.map((p: { vendorName: string }) => p.vendorName)).toEqual(['CORNER GAS']);
    const files = await own.call(DISPATCH, 'GET', '/fuel/files');
    // The provider simulator's daily file may be read between the two posts: only these two are compared.
    expect(files.body.files.map((f: { fileName: string }) => f.fileName).filter((name: string) => name.startsWith('march')).slice(0, 2)).toEqual(['march-again.csv', 'march.csv']);
  });

  it('stores a transaction the provider sends again with another date once, under the first date, in either month', async () => {
    const first = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: await uploadFile(DISPATCH, 'aug-31.csv', fuelFileText([{ ...purchase('RD-1', '7083 0500 4400', "LOVE'S TRAVEL STOP", 'AZ', 100), transactionDate: '2024-08-31' }])) });
    expect(first.body).toMatchObject({ status: 'imported', purchases: 1, added: 1 });
    const redated = fuelFileText([
      { ...purchase('RD-1', '7083 0500 4400', "LOVE'S TRAVEL STOP", 'AZ', 100), transactionDate: '2024-09-01' },
      { ...purchase('RD-2', '7083 0500 4400', "LOVE'S TRAVEL STOP", 'AZ', 40), transactionDate: '2024-09-01' },
    ]);
    const again = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: await uploadFile(DISPATCH, 'sep-1.csv', redated) });
    expect(again.body).toMatchObject({ status: 'imported', purchases: 2, added: 1 });
    const ids = async (month: string) => (await own.call(DISPATCH, 'GET', `/fuel/purchases?month=${month}`)).body.purchases.map((p: { transactionId: string; transactionDate: string }) => `${p.transactionId} ${p.transactionDate}`);
    expect(await ids('2024-08')).toEqual(['RD-1 2024-08-31']);
    expect(await ids('2024-09')).toEqual(['RD-2 2024-09-01']);
  });

  it('stores a claimed transaction whose purchase was never written (a read stopped between the two writes) when a file brings it again', async () => {
    const text = fuelFileText([purchase('GAP-1', '7083 0500 4400', "LOVE'S TRAVEL STOP", 'AZ', 75)]);
    const first = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: await uploadFile(DISPATCH, 'gap.csv', text) });
    expect(first.body).toMatchObject({ added: 1 });
    await fuelPurchaseEntity().delete({ companyId: COMPANY, month: '2025-03', transactionDate: '2025-03-14', transactionId: 'GAP-1' }).go();
    const again = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: await uploadFile(DISPATCH, 'gap-again.csv', text) });
    expect(again.body).toMatchObject({ purchases: 1, added: 1 });
    const { data } = await fuelPurchaseEntity().get({ companyId: COMPANY, month: '2025-03', transactionDate: '2025-03-14', transactionId: 'GAP-1' }).go();
    expect(data?.gallons).toBe(75);
  });

  it('refuses a bad file naming row and column, storing nothing', async () => {
    const text = 'Transaction ID,Date,Time,Card Number,Driver,Merchant Name,City,State,Product,Gallons,Amount\r\nBAD-1,2025-04-02,,4400,,PILOT,,AZ,ULSD,100,389\r\nBAD-2,2025-04-31,,4400,,PILOT,,AZ,ULSD,lots,389\r\n';
    const answer = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: await uploadFile(DISPATCH, 'bad.csv', text) });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? answer.body.errors ?? {}).join(' ')).toMatch(/row 3 Date.*row 3 Gallons/);
    expect((await own.call(DISPATCH, 'GET', '/fuel/purchases?month=2025-04')).body.purchases).toEqual([]);
    const foreign = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: 'tmp/fuel/blue-ridge-carriers/uploads/x/y.csv' });
    expect(foreign.status).toBe(400);
    const missing = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: `tmp/fuel/${COMPANY}/uploads/none/never.csv` });
    expect([missing.status, Object.keys(missing.body.fields ?? {})]).toEqual([400, ['fileKey']]);
    const huge = await own.call(DISPATCH, 'POST', '/fuel/files', { fileKey: await uploadFile(DISPATCH, 'huge.csv', `${'x'.repeat(99)}\n`.repeat(21_000)) });
    expect([huge.status, Object.keys(huge.body.fields ?? {})]).toEqual([400, ['row 1 file']]);
  });

  it('reads the provider file from the company inbox when the inbox job runs', async () => {
    await writeObject(`${fuelInboxPrefix(COMPANY)}WEX-2025-05-02.csv`, fuelFileText([{ ...purchase('INBOX-1', '7083 0500 4402', 'TA PETRO', 'TX', 99), transactionDate: '2025-05-02' }]), 'text/csv');
    // The job's Map reads the inbox of each company with files waiting: this company's alone.
    expect(await own.cloud.runJob('read-fuel-inbox')).toEqual({ items: 1 });
    const month = await own.call(DISPATCH, 'GET', '/fuel/purchases?month=2025-05');
    expect(month.body.purchases).toMatchObject([{ transactionId: 'INBOX-1', VehicleID: '410202', source: 'wex', unapprovedVendor: false }]);
    const files = await own.call(DISPATCH, 'GET', '/fuel/files');
    expect(files.body.files.some((f: { fileName: string; source: string }) => f.fileName === 'WEX-2025-05-02.csv' && f.source === 'wex')).toBe(true);
  });
});

describe('the card provider simulator', () => {
  it("puts yesterday's daily file in the demo company's inbox at start, read once, adding only the days the seed did not store", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Phoenix' });
    const day = DAILY_FILE.exec(startupFile.fileName)![1]!;
    // The start-up file is dated by the clock at start; this test may run after the company's midnight.
    expect(day <= yesterday).toBe(true);
    expect(startupFile).toMatchObject({ source: 'wex', status: 'imported' });
    const { files } = (await own.call(DISPATCH, 'GET', '/fuel/files')).body as { files: FuelFile[] };
    const seedLastDay = files.map((f) => /^WEX-\d{4}-\d{2}-\d{2}-to-(\d{4}-\d{2}-\d{2})\.csv$/.exec(f.fileName)?.[1]).find(Boolean)!;
    const purchases = (await own.call(DISPATCH, 'GET', `/fuel/purchases?month=${day.slice(0, 7)}`)).body.purchases as { transactionId: string; transactionDate: string }[];
    const ofDay = purchases.filter((p) => p.transactionDate === day);
    expect(ofDay.length).toBeGreaterThan(0);
    expect(new Set(purchases.map((p) => p.transactionId)).size).toBe(purchases.length);
    // A cloud started from a snapshot taken the day before holds one day fewer than the clock's yesterday.
    expect(startupFile.added).toBe(day <= seedLastDay ? 0 : ofDay.length);
  });
});

describe('who reaches IFTA and fuel cards', () => {
  it('refuses the shop manager and the driver (below the report\'s role 3)', async () => {
    for (const as of [RED_MESA.shop, RED_MESA.driver]) {
      expect((await own.call(as, 'GET', `/ifta?quarter=${THIS_QUARTER}`)).status).toBe(403);
      expect((await own.call(as, 'GET', '/fuel/purchases?month=2025-03')).status).toBe(403);
      expect((await own.call(as, 'PUT', `/ifta/rates/${THIS_QUARTER}`, { rates: [] })).status).toBe(403);
    }
  });

  it('keeps another company out: no card integration there (409) and none of Red Mesa\'s fuel in its IFTA', async () => {
    const purchases = await own.call(BLUE_RIDGE.owner, 'GET', '/fuel/purchases?month=2025-03');
    expect(purchases.status).toBe(409);
    const ifta = await own.call(BLUE_RIDGE.owner, 'GET', `/ifta?quarter=${THIS_QUARTER}`);
    expect(ifta.status).toBe(200);
    expect(ifta.body.inputs.purchases).toBe(0);
    expect(ifta.body.refusal).toMatch(/No fuel purchases/);
    const csv = await download(BLUE_RIDGE.owner, '/ifta/export?periodStart=2025-03-01&periodEnd=2025-03-31');
    expect(csv.text).not.toContain('410200');
  });
});
