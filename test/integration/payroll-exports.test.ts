import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '#shared/statement/csv';
import { cloud } from '../support/cloud-context.ts';
import { api, idTokenFor, RED_MESA } from '../support/tokens.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';

const RUN = '2026-02-21';
const PAYROLL = RED_MESA.payroll;

async function csv(path: string) {
  const answer = await fetch(`${cloud().apiUrl}${path}`, { headers: { authorization: `Bearer ${await idTokenFor(PAYROLL)}` } });
  return { status: answer.status, disposition: answer.headers.get('content-disposition'), rows: parseCsv(await answer.text()) };
}

describe('pay-run exports', () => {
  beforeAll(async () => {
    await createRun(PAYROLL, RUN);
    await importStatement(PAYROLL, RUN, await uploadStatement(PAYROLL, FIXTURE_STATEMENT));
    expect((await calculate(PAYROLL, RUN)).body.status).toBe('processed');
  }, 180_000);

  it('exports the pay-run CSV with one line per driver that adds up to the run total', async () => {
    const file = await csv(`/payruns/${RUN}/exports/pay-run.csv`);
    expect(file.status).toBe(200);
    expect(file.disposition).toBe(`attachment; filename="payrun-${RUN}.csv"`);
    const [header, ...lines] = file.rows;
    expect(header).toEqual(['PayRunID', 'PayDate', 'DriverID', 'DisplayName', 'TotalMiles', 'MileagePay', 'DandHPay', 'TimePay', 'Bonuses', 'PerDiem', 'Adjustments', 'TotalCompensation', 'Paid']);
    expect(lines).toHaveLength(19);
    const run = (await api('GET', `/payruns/${RUN}`, { as: PAYROLL })).body;
    expect(lines.reduce((s, l) => s + Math.round(Number(l[11]) * 100), 0)).toBe(Math.round(run.TotalCompensation * 100));
  });

  it('exports the pay-card file for drivers with pay', async () => {
    const file = await csv(`/payruns/${RUN}/exports/pay-card.csv`);
    expect(file.rows[0]).toEqual(['EmployeeID', 'LastName', 'FirstName', 'Amount', 'PayDate', 'Reference']);
    expect(file.rows[1]).toEqual(['1004500', 'Thornton', 'Jake', expect.stringMatching(/^\d+\.\d{2}$/), '02/27/2026', `${RUN}_1004500`]);
  });

  it('exports the custom payroll columns the company chose', async () => {
    const saved = await api('PUT', '/pay-settings', { as: PAYROLL, body: { payrollExportOptions: { columns: [{ header: 'Employee', field: 'DriverID' }, { header: 'Gross', field: 'totalCompensation' }, { header: 'Safety', field: 'compModel:Safety Bonus' }] } } });
    expect(saved.status).toBe(200);
    const custom = (await api('GET', `/payruns/${RUN}/exports/custom`, { as: PAYROLL })).body;
    expect(custom.rows).toHaveLength(19);
    expect(Object.keys(custom.rows[0])).toEqual(['Employee', 'Gross', 'Safety']);
  });

  it('neutralises a formula-like driver name from an uploaded statement in the pay-run CSV', async () => {
    const week = '2026-05-09';
    const evil = { id: '1099990', name: '=HYPERLINK("http://evil.example","Pay")' };
    expect([201, 409]).toContain((await api('POST', '/drivers', { as: PAYROLL, body: { DriverID: evil.id, DisplayName: evil.name, FirstName: '@Ev', LastName: '+il' } })).status);
    const fixture = readFileSync(FIXTURE_STATEMENT, 'utf8');
    const header = fixture.split(/\r?\n/)[0]!.split(',');
    const cell = (h: string) => ({ RecordType: 'TRIP', VehicleID: '410200', TripNumber: '7799001', TripStartDate: '2026-05-05', RunType: 'LINEHAUL', DriverNo1: evil.id, DriverName1: `"${evil.name.replace(/"/g, '""')}"`, SiteName: '-1+1', MilesQTY: '100' })[h] ?? '';
    const statement = `${fixture.trimEnd()}\r\n${header.map(cell).join(',')}\r\n`;
    await createRun(PAYROLL, week);
    await importStatement(PAYROLL, week, await uploadStatement(PAYROLL, { name: 'evil-week.csv', bytes: new TextEncoder().encode(statement) }));
    expect((await calculate(PAYROLL, week)).body.status).toBe('processed');

    const answer = await fetch(`${cloud().apiUrl}/payruns/${week}/exports/pay-run.csv`, { headers: { authorization: `Bearer ${await idTokenFor(PAYROLL)}` } });
    const text = await answer.text();
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Pay"")",`);
    const line = parseCsv(text).find((l) => l[2] === evil.id)!;
    expect(line[3]).toBe(`'${evil.name}`);
    // Money stays numeric, a negative per diem or deduction included.
    expect(line.slice(5).every((v) => /^-?\d+\.\d{2}$/.test(v))).toBe(true);
    const card = parseCsv(await (await fetch(`${cloud().apiUrl}/payruns/${week}/exports/pay-card.csv`, { headers: { authorization: `Bearer ${await idTokenFor(PAYROLL)}` } })).text());
    expect(card.find((l) => l[0] === evil.id)?.slice(1, 3)).toEqual(["'+il", "'@Ev"]);
  }, 240_000);

  it('refuses to export a run that is not calculated', async () => {
    await createRun(PAYROLL, '2026-02-28');
    expect((await api('GET', '/payruns/2026-02-28/exports/pay-run.csv', { as: PAYROLL })).status).toBe(409);
  });
});
