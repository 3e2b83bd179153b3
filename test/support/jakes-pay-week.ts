import { expect } from 'vitest';
import type { DriverPayStatement } from '#shared/payroll/driver-pay-lines';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from './payroll-flow.ts';
import { api, RED_MESA } from './tokens.ts';

/** A week after every other run of Jake's, so its document is his newest; only the driver pay e2e tests use it. */
export const JAKES_PAY_WEEK = '2027-01-02';
export const JAKE = '1004500';

/** Jake's week: the sample statement and a fuel advance to pay back, calculated once; his pay as the API gives it to him. */
export async function jakesWeekWithDeduction(): Promise<DriverPayStatement> {
  const existing = await api('GET', `/payruns/${JAKES_PAY_WEEK}/paydocs/${JAKE}`, { as: RED_MESA.driver });
  if (existing.status !== 200) {
    const made = await api('POST', '/settlement-adjustments', { as: RED_MESA.payroll, body: { DriverID: JAKE, kind: 'deduction', label: 'Fuel advance', amount: 75, startWeekEnding: JAKES_PAY_WEEK, endWeekEnding: JAKES_PAY_WEEK } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await createRun(RED_MESA.payroll, JAKES_PAY_WEEK);
    await importStatement(RED_MESA.payroll, JAKES_PAY_WEEK, await uploadStatement(RED_MESA.payroll, FIXTURE_STATEMENT));
    expect((await calculate(RED_MESA.payroll, JAKES_PAY_WEEK)).body.status).toBe('processed');
  }
  return (await api('GET', `/payruns/${JAKES_PAY_WEEK}/paydocs/${JAKE}`, { as: RED_MESA.driver })).body.pay;
}
