import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAY_COLUMNS, countedCents, entryColumn, payColumns, sumPayColumns, type PayColumns, type PayEntry } from '#shared/payroll-summary/pay-columns';
import { cents } from '#shared/money/round';
import { totalCompensation } from '#shared/payroll/comp-model';

const entry = (label: string, value: number, more: Partial<PayEntry> = {}): PayEntry => ({ label, value, payable: true, categories: [], ...more });
const HANK = [entry('Mileage Pay', 1263.97), entry('D&H Payout', 0), entry('Safety Bonus', 50, { categories: ['Bonus'] }), entry('Per Diem', 60, { payable: false, categories: ['Per Diem'] })];
const columnSum = (row: PayColumns) => PAY_COLUMNS.reduce((s, c) => s + cents(row[c]), 0);

describe('pay columns', () => {
  it('shows the per diem as a deduction, so mileage + bonus − per diem is the total', () => {
    expect(payColumns(HANK)).toEqual({ mileagePay: 1263.97, dandhPay: 0, timePay: 0, bonuses: 50, adjustments: 0, perDiem: -60, totalCompensation: 1253.97 });
  });

  it('puts each kind of entry in its own column', () => {
    expect(entryColumn(entry('Day Rate Pay', 1, { categories: ['Time Pay'] }))).toBe('timePay');
    expect(entryColumn(entry('Hourly Pay', 1, { categories: ['Time Pay'] }))).toBe('timePay');
    expect(entryColumn(entry('Deduction: Advance', -1, { categories: ['Settlement Adjustment', 'Deduction'] }))).toBe('adjustments');
    expect(entryColumn(entry('Layover', 1, { categories: ['Layover'] }))).toBe('bonuses');
    expect(entryColumn(entry('Unpaid note', 5, { payable: false }))).toBeUndefined();
    expect(countedCents(entry('Unpaid note', 5, { payable: false }))).toBe(0);
    expect(countedCents(entry('Per Diem', 60, { payable: false }))).toBe(-6000);
  });

  it('adds up rows: each column total is the sum of the rows, the total the sum of the columns', () => {
    const rows = [payColumns(HANK), payColumns([entry('Mileage Pay', 800.1), entry('D&H Payout', 48), entry('Weekly Pay', 300, { categories: ['Time Pay'] })])];
    const totals = sumPayColumns(rows);
    for (const c of PAY_COLUMNS) expect(cents(totals[c])).toBe(rows.reduce((s, r) => s + cents(r[c]), 0));
    expect(cents(totals.totalCompensation)).toBe(columnSum(totals));
    expect(totals).toMatchObject({ timePay: 300, perDiem: -60, totalCompensation: 2402.07 });
  });

  it("agrees with the engine's total for any mix of entries, and every row adds up to its total", () => {
    const anyEntry = fc.record({
      label: fc.constantFrom('Mileage Pay', 'D&H Payout', 'Day Rate Pay', 'Safety Bonus', 'Per Diem', 'Deduction: Advance', 'Note'),
      value: fc.integer({ min: -50_000, max: 500_000 }).map((c) => c / 100),
      payable: fc.boolean(),
      categories: fc.constantFrom<string[]>([], ['Time Pay'], ['Settlement Adjustment'], ['Bonus']),
    });
    fc.assert(fc.property(fc.array(anyEntry, { maxLength: 12 }), (entries) => {
      const row = payColumns(entries);
      expect(cents(row.totalCompensation)).toBe(columnSum(row));
      expect(cents(row.totalCompensation)).toBe(totalCompensation(entries.map((e) => ({ ...e, taxable: true, explanation: '' }))).total);
    }));
  });
});
