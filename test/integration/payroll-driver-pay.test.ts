import { beforeAll, describe, expect, it } from 'vitest';
import type { DriverPayLine } from '#shared/payroll/driver-pay-lines';
import { payLineText, sayFrom } from '#shared/payroll/pay-line-text';
import { payLineEn } from '#shared/payroll/pay-line-words/en';
import { api, RED_MESA } from '../support/tokens.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';
import { pdfText } from '../support/pdf-text.ts';

/** A week no other test uses (integration and e2e share one local cloud). */
const RUN = '2026-06-13';
const JAKE = '1004500';

interface Pay { plan: string; earnings: DriverPayLine[]; earningsCents: number; deductions: DriverPayLine[]; deductionsCents: number; paidCents: number }

const sum = (lines: readonly DriverPayLine[]) => lines.reduce((s, l) => s + l.cents, 0);
const english = (line: DriverPayLine) => payLineText(line, sayFrom(payLineEn));

/** The pay document PDF as its signed link serves it, its text as the content streams hold it. */
async function pdfOf(as: string): Promise<string> {
  const link = await api('POST', `/payruns/${RUN}/paydocs/${JAKE}/link`, { as });
  expect(link.status).toBe(200);
  return pdfText(new Uint8Array(await (await fetch(link.body.url as string)).arrayBuffer()));
}

describe("a driver's own pay document", () => {
  beforeAll(async () => {
    for (const body of [
      { DriverID: JAKE, kind: 'deduction', label: 'Fuel advance', amount: 40, startWeekEnding: RUN, endWeekEnding: RUN },
      { DriverID: JAKE, kind: 'reimbursement', label: 'Tolls', amount: 12.5, startWeekEnding: RUN, endWeekEnding: RUN },
    ]) {
      const made = await api('POST', '/settlement-adjustments', { as: RED_MESA.payroll, body });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    await createRun(RED_MESA.payroll, RUN);
    await importStatement(RED_MESA.payroll, RUN, await uploadStatement(RED_MESA.payroll, FIXTURE_STATEMENT));
    expect((await calculate(RED_MESA.payroll, RUN)).body.status).toBe('processed');
  }, 180_000);

  it('reads in plain lines (trips, reimbursement, deduction, Paid) and carries none of the engine’s explanation', async () => {
    const answer = await api('GET', `/payruns/${RUN}/paydocs/${JAKE}`, { as: RED_MESA.driver });
    expect(answer.status).toBe(200);
    const body = answer.body as { pay: Pay } & Record<string, unknown>;
    for (const engineField of ['compModel', 'TripPayoutRecords', 'TripLogs', 'FuelLogs', 'bonusOutcomes', 'totalExplanation']) expect(body).not.toHaveProperty(engineField);
    const json = JSON.stringify(body);
    expect(json).not.toMatch(/explanation|payoutRule|matches leg payout row|leading zeros ignored|selectors|rate table|Sum of the payouts/i);

    const { pay } = body;
    expect(pay.plan).toBe('share');
    const trips = pay.earnings.filter((l) => l.kind === 'trip');
    // Each line comes as its kind and parameters, put in words by his screen in his language.
    expect(trips).toContainEqual({ kind: 'trip', cents: expect.any(Number), trip: '7730101', from: '00852', to: '00871', team: false, spot: false, miles: 612, how: 'leg' });
    expect(trips.map(english)).toContain('Trip 7730101 · 00852 → 00871 · 612 mi · pay for this leg');
    expect(trips.every((l) => /^Trip \d+ · .+ · [\d,.]+ mi/.test(english(l)))).toBe(true);
    expect(pay.earnings).toContainEqual({ kind: 'reimbursement', label: 'Tolls', cents: 1250 });
    expect(pay.deductions).toEqual([{ kind: 'deduction', label: 'Fuel advance', cents: -4000 }]);
    expect(sum(pay.earnings)).toBe(pay.earningsCents);
    expect(sum(pay.deductions)).toBe(pay.deductionsCents);
    expect(pay.paidCents).toBe(pay.earningsCents + pay.deductionsCents);
  });

  it('pays what payroll’s own document totals, and lists that Paid in his pay history', async () => {
    const staff = (await api('GET', `/payruns/${RUN}/paydocs/${JAKE}`, { as: RED_MESA.payroll })).body;
    // Payroll still sees the engine's explanation of every trip, beside the same plain lines.
    expect(staff.TripPayoutRecords.every((r: { explanation: string }) => r.explanation.length > 0)).toBe(true);
    const perDiem = staff.compModel.filter((e: { label: string }) => e.label === 'Per Diem').reduce((s: number, e: { value: number }) => s + Math.round(e.value * 100), 0);
    const mine = (await api('GET', `/payruns/${RUN}/paydocs/${JAKE}`, { as: RED_MESA.driver })).body.pay as Pay;
    expect(staff.pay).toEqual(mine);
    expect(mine.paidCents).toBe(Math.round(staff.totalCompensation * 100) + perDiem);

    const history = (await api('GET', '/me/paydocs', { as: RED_MESA.driver })).body.payDocs as Array<{ PayRunID: string; paidCents: number }>;
    expect(history.length).toBeGreaterThan(0);
    for (const entry of history) {
      const doc = (await api('GET', `/payruns/${entry.PayRunID}/paydocs/${JAKE}`, { as: RED_MESA.driver })).body.pay as Pay;
      expect(entry.paidCents, entry.PayRunID).toBe(doc.paidCents);
    }
  });

  it("refuses him another driver's pay document, on screen and as PDF", async () => {
    expect((await api('GET', `/payruns/${RUN}/paydocs/1004501`, { as: RED_MESA.driver })).status).toBe(403);
    expect((await api('POST', `/payruns/${RUN}/paydocs/1004501/link`, { as: RED_MESA.driver })).status).toBe(403);
  });

  it('prints his pay document PDF in the language he chose, whoever asks for it, and in English once he goes back', async () => {
    const chose = (language: string) => api('PUT', '/me/language', { as: RED_MESA.driver, body: { language } });
    expect((await chose('es')).status).toBe(200);
    try {
      for (const as of [RED_MESA.driver, RED_MESA.payroll]) {
        const text = await pdfOf(as);
        expect(text).toContain('(Recibo de pago del chofer - ');
        expect(text).toContain('(Deducci\\363n: Fuel advance)');
        expect(text).not.toContain('(Total earnings)');
      }
    } finally {
      expect((await chose('en')).status).toBe(200);
    }
    const text = await pdfOf(RED_MESA.driver);
    expect(text).toContain('(Driver pay document - ');
    expect(text).toContain('(Deduction: Fuel advance)');
  });
});
