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
    expect(header).toEqual(['PayRunID', 'PayDate', 'DriverID', 'DisplayName', 'TotalMiles', 'MileagePay', 'DandHPay', 'Bonuses', 'PerDiem', 'Adjustments', 'TotalCompensation']);
    expect(lines).toHaveLength(19);
    const run = (await api('GET', `/payruns/${RUN}`, { as: PAYROLL })).body;
    expect(lines.reduce((s, l) => s + Math.round(Number(l[10]) * 100), 0)).toBe(Math.round(run.TotalCompensation * 100));
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

  it('refuses to export a run that is not calculated', async () => {
    await createRun(PAYROLL, '2026-02-28');
    expect((await api('GET', '/payruns/2026-02-28/exports/pay-run.csv', { as: PAYROLL })).status).toBe(409);
  });
});
