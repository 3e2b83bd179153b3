import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';

const PAYROLL = RED_MESA.payroll;
const DRIVER = '1004512';

async function payRunWithStatement(weekEnding: string) {
  await createRun(PAYROLL, weekEnding);
  await importStatement(PAYROLL, weekEnding, await uploadStatement(PAYROLL, FIXTURE_STATEMENT));
  expect((await calculate(PAYROLL, weekEnding)).body.status).toBe('processed');
  return (await api('GET', `/payruns/${weekEnding}/paydocs/${DRIVER}`, { as: PAYROLL })).body;
}

const entry = (doc: { compModel: Array<{ label: string; value: number }> }, label: string) => doc.compModel.find((e) => e.label === label);

describe('settlement adjustments', () => {
  it('applies a reimbursement and a deduction larger than the pay, carrying the remainder with a running balance', async () => {
    const reimbursement = await api('POST', '/settlement-adjustments', { as: PAYROLL, body: { DriverID: DRIVER, kind: 'reimbursement', label: 'Scale ticket', amount: 12.5, startWeekEnding: '2026-02-07' } });
    expect(reimbursement.status, JSON.stringify(reimbursement.body)).toBe(201);
    const advance = await api('POST', '/settlement-adjustments', { as: PAYROLL, body: { DriverID: DRIVER, kind: 'deduction', label: 'Cash advance', amount: 5000, startWeekEnding: '2026-02-07' } });
    expect(advance.status).toBe(201);

    const week1 = await payRunWithStatement('2026-02-07');
    const pay1 = week1.engineTotalCompensation + 12.5;
    expect(entry(week1, 'Reimbursement: Scale ticket')?.value).toBe(12.5);
    expect(entry(week1, 'Deduction: Cash advance')?.value).toBeCloseTo(-pay1, 2);
    expect(week1.totalCompensation).toBe(0);

    const balances = (await api('GET', '/settlement-adjustments/balances', { as: PAYROLL })).body.balances;
    const carried = Math.round((5000 - pay1) * 100) / 100;
    expect(balances).toContainEqual({ DriverID: DRIVER, balance: carried, lastPayRunID: '2026-02-07' });

    const week2 = await payRunWithStatement('2026-02-14');
    expect(entry(week2, 'Reimbursement: Scale ticket')).toBeUndefined();
    expect(entry(week2, 'Deduction: Cash advance')?.value).toBeCloseTo(-week2.engineTotalCompensation, 2);
    const after = (await api('GET', '/settlement-adjustments/balances', { as: PAYROLL })).body.balances;
    expect(after).toContainEqual({ DriverID: DRIVER, balance: Math.round((carried - week2.engineTotalCompensation) * 100) / 100, lastPayRunID: '2026-02-14' });

    const stopped = await api('PUT', `/settlement-adjustments/${advance.body.adjustmentId}`, { as: PAYROLL, body: { active: false, version: 1 } });
    expect(stopped.body).toMatchObject({ active: false, version: 2 });
    // A stopped adjustment no longer counts; the still active reimbursement carries nothing.
    expect((await api('GET', '/settlement-adjustments/balances', { as: PAYROLL })).body.balances.find((b: { DriverID: string }) => b.DriverID === DRIVER)).toMatchObject({ balance: 0 });
  }, 180_000);

  it('refuses an adjustment for a driver not in the lookup, naming the field', async () => {
    const answer = await api('POST', '/settlement-adjustments', { as: PAYROLL, body: { DriverID: '1999999', kind: 'deduction', label: 'Escrow', amount: 25, startWeekEnding: '2026-02-07' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.DriverID).toContain('not in the driver lookup');
  });

  it('is for payroll only', async () => {
    expect((await api('GET', '/settlement-adjustments', { as: RED_MESA.dispatch })).status).toBe(403);
  });
});
