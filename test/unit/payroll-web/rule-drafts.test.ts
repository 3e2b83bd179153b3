import { describe, expect, it } from 'vitest';
import { bonusButtonBody } from '#shared/payroll-api/tools';
import { bonusBodyOf, bonusDraftOf } from '#web/features/payroll/rules/bonus/bonus-draft.ts';
import { draftOf, PAY_TABLE_FIELDS, rowOf } from '#web/features/payroll/rules/row-fields.ts';

describe('pay rule drafts', () => {
  it('fills a stored bonus button with the schema defaults and gives back a body the API accepts', () => {
    const stored = { id: 'phx-fuel', label: 'Fuel Efficiency Incentive', payoutType: 'per-mile' as const, rate: 0.02, maxPayout: 40, domicileIds: ['PHX'] };
    const draft = bonusDraftOf(stored);
    expect(draft).toMatchObject({ id: 'phx-fuel', rate: '0.02', maxPayout: '40', enforceMileage: false, maxMiles: '9999', includeTripEarnings: true, domicileIds: ['PHX'] });
    const body = bonusButtonBody.parse(bonusBodyOf({ ...draft, calculationMethods: [{ type: 'flat-rate', rate: '', flatAmount: '25', maxPayout: '' }] }));
    expect(body).toMatchObject({ label: 'Fuel Efficiency Incentive', rate: 0.02, maxPayout: 40, calculationMethods: [{ type: 'flat-rate', flatAmount: 25 }] });
  });

  it('keeps typed text that is not a number, so the schema names the field instead of paying 0', () => {
    const fields = PAY_TABLE_FIELDS.SpotPayoutTable;
    const row = rowOf(fields, { ...draftOf(fields, { spotName: 'SAFEWAY DC', payType: 'Flat Rate' }), payout: 'ninety' });
    expect(row).toEqual({ spotName: 'SAFEWAY DC', payType: 'Flat Rate', payout: 'ninety' });
    expect(rowOf(fields, draftOf(fields, { spotName: 'X', siteName: '', payType: 'Flat Rate', payout: 12.5 }))).toEqual({ spotName: 'X', payType: 'Flat Rate', payout: 12.5 });
  });
});
