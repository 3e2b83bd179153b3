import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { driverPayStatement, paidCentsOf, type DriverPayEntry, type DriverPayInput, type DriverPayLine } from '#shared/payroll/driver-pay-lines';
import { tripPayLine } from '#shared/payroll/driver-trip-line';
import { payLineText, sayFrom } from '#shared/payroll/pay-line-text';
import { payLineEn } from '#shared/payroll/pay-line-words/en';
import { payLineEs } from '#shared/payroll/pay-line-words/es';
import { perDiemPlanOf } from '#shared/payroll/per-diem-plan';

type Trip = DriverPayInput['trips'][number];

const trip = (over: Partial<Trip> = {}): Trip => ({
  TripNumber: '12345', RunType: 'LINEHAUL', TripType: 'Solo', MilesQTY: 410, PayType: 'Per Mile', PayRate: 0.58, payout: 237.8, DandHpayout: 0,
  manual: false, payoutRule: 'company-rate-table', origin: 'PHX', destination: 'ELP', ...over,
});
const mileage = (value: number): DriverPayEntry => ({ label: 'Mileage Pay', value, payable: true, categories: ['Mileage Pay'] });
const dandh = (value: number): DriverPayEntry => ({ label: 'D&H Payout', value, payable: true, categories: ['D&H Payout'] });
const perDiem = (value: number): DriverPayEntry => ({ label: 'Per Diem', value, payable: false, categories: ['Per Diem'] });
const deduction = (label: string, value: number): DriverPayEntry => ({ label: `Deduction: ${label}`, value: -value, payable: true, categories: ['Settlement Adjustment', 'Deduction'] });
const reimbursement = (label: string, value: number): DriverPayEntry => ({ label: `Reimbursement: ${label}`, value, payable: true, categories: ['Settlement Adjustment', 'Reimbursement'] });
const english = sayFrom(payLineEn);
const spanish = sayFrom(payLineEs);
const text = (line: DriverPayLine) => payLineText(line, english);
const tripLineText = (t: Trip) => text(tripPayLine(t));
const sum = (lines: ReadonlyArray<{ cents: number }>) => lines.reduce((s, l) => s + l.cents, 0);

describe("a driver's trip in plain words", () => {
  it('reads as trip, route, miles × rate when the payout is exactly that', () => {
    expect(tripLineText(trip())).toBe('Trip 12345 · PHX → ELP · 410 mi × $0.58');
  });

  it('says team, flat rate, leg pay, spot percentage and payroll-set payouts without the engine’s working', () => {
    expect(tripLineText(trip({ TripType: 'Team', PayRate: 0.29, payout: 118.9 }))).toBe('Trip 12345 · PHX → ELP · team · 410 mi × $0.29');
    expect(tripLineText(trip({ PayType: 'Flat Rate', PayRate: 500, payout: 500 }))).toBe('Trip 12345 · PHX → ELP · 410 mi · flat rate');
    expect(tripLineText(trip({ PayType: 'Leg Payout', PayRate: 300, payout: 300, origin: '00910', destination: '00852' }))).toBe('Trip 12345 · 00910 → 00852 · 410 mi · pay for this leg');
    expect(tripLineText(trip({ RunType: 'SPOT', PayType: '% of Trip Rev', PayRate: 25, payout: 80, origin: '', destination: '', spotName: 'Acme DC' }))).toBe('Trip 12345 · Acme DC · spot · 410 mi · 25% of trip revenue after fuel');
    expect(tripLineText(trip({ manual: true, payout: 99 }))).toBe('Trip 12345 · PHX → ELP · 410 mi · set by payroll');
    expect(tripLineText(trip({ MilesQTY: 12345, PayRate: 0.585, payout: 7221.83 }))).toBe('Trip 12345 · PHX → ELP · 12,345 mi × $0.585');
  });

  it('never shows miles × rate that does not give the payout', () => {
    expect(tripLineText(trip({ payout: 250 }))).toBe('Trip 12345 · PHX → ELP · 410 mi · mileage pay');
  });
});

describe("a driver's pay lines in his language", () => {
  it('sends each line as its kind and parameters, no sentence, and Spanish words fill the same parameters', () => {
    expect(tripPayLine(trip())).toEqual({ kind: 'trip', cents: 23780, trip: '12345', from: 'PHX', to: 'ELP', team: false, spot: false, miles: 410, how: 'rate', rate: 0.58 });
    expect(payLineText(tripPayLine(trip()), spanish)).toBe('Viaje 12345 · PHX → ELP · 410 mi × $0.58');
    expect(payLineText(tripPayLine(trip({ TripType: 'Team', PayType: 'Leg Payout', payout: 300 })), spanish)).toBe('Viaje 12345 · PHX → ELP · en equipo · 410 mi · pago por este tramo');
    expect(payLineText(tripPayLine(trip({ RunType: 'SPOT', PayType: '% of Trip Rev', PayRate: 0.25, payout: 80, origin: '', destination: '', spotName: 'Acme DC' })), spanish)).toBe('Viaje 12345 · Acme DC · spot · 410 mi · 25% del ingreso del viaje después del combustible');
    expect(payLineText({ kind: 'dandh', cents: 2500, trip: '12346' }, spanish)).toBe('Enganche y desenganche · Viaje 12346');
    expect(payLineText({ kind: 'per-diem-advanced', cents: -100 }, spanish)).toBe('Viáticos adelantados');
    expect(payLineText({ kind: 'time', cents: 100, label: 'Hourly Pay', time: 'hourly' }, spanish)).toBe('Pago por hora');
  });

  it('keeps what the office typed as typed: adjustment descriptions without the engine’s English prefix, bonus names and reasons', () => {
    const pay = driverPayStatement({
      trips: [trip()],
      entries: [reimbursement('Peajes', 12.5), deduction('Adelanto de combustible', 20), { label: 'Safety bonus', value: 50, payable: true, categories: ['Bonus'], hint: 'sin incidentes' }, { label: 'Guarantee', value: 10, payable: true, categories: ['Bonus'], guaranteeShortfall: 10, baseAmount: 1000 }],
      plan: 'share',
    });
    expect(pay.earnings.slice(1)).toEqual([
      { kind: 'reimbursement', cents: 1250, label: 'Peajes' },
      { kind: 'bonus', cents: 5000, label: 'Safety bonus', reason: 'sin incidentes' },
      { kind: 'bonus', cents: 1000, label: 'Guarantee', guaranteedCents: 100000 },
    ]);
    expect([...pay.earnings.slice(1), ...pay.deductions].map((l) => payLineText(l, spanish))).toEqual([
      'Reembolso: Peajes',
      'Safety bonus: sin incidentes',
      'Guarantee: completa el pago por viajes de esta semana hasta el garantizado de $1,000.00',
      'Deducción: Adelanto de combustible',
    ]);
    expect(payLineText(pay.earnings[3]!, english)).toBe("Guarantee: brings this week's trip pay up to the guaranteed $1,000.00");
  });

  it('has every English word in Spanish with the same {{names}}', () => {
    const names = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, words] of Object.entries(payLineEn)) expect({ key, names: names(payLineEs[key as keyof typeof payLineEs]) }).toEqual({ key, names: names(words) });
  });
});

describe('what the driver is paid', () => {
  const trips = [trip(), trip({ TripNumber: '12346', origin: 'ELP', destination: 'PHX', payout: 237.8, DandHpayout: 25 })];
  const entries = [mileage(475.6), dandh(25), { label: 'Safety bonus', value: 50, payable: true, categories: ['Bonus'], hint: 'no incidents this week' }, reimbursement('Tolls', 12.5), perDiem(100), deduction('Fuel advance', 150)];

  it('with the share plan pays every payable entry, of which the per diem is non-taxable', () => {
    const pay = driverPayStatement({ trips, entries, plan: 'share' });
    expect(pay.earnings.map((l) => [l.kind, text(l), l.cents])).toEqual([
      ['trip', 'Trip 12345 · PHX → ELP · 410 mi × $0.58', 23780],
      ['trip', 'Trip 12346 · ELP → PHX · 410 mi × $0.58', 23780],
      ['dandh', 'Drop and hook · Trip 12346', 2500],
      ['bonus', 'Safety bonus: no incidents this week', 5000],
      ['reimbursement', 'Reimbursement: Tolls', 1250],
    ]);
    expect(pay.earningsCents).toBe(56310);
    expect(pay.deductions).toEqual([{ kind: 'deduction', label: 'Fuel advance', cents: -15000 }]);
    expect(pay.deductions.map(text)).toEqual(['Deduction: Fuel advance']);
    expect(pay.paidCents).toBe(41310);
    expect(pay.perDiemShare).toEqual({ nonTaxableCents: 10000, taxableCents: 31310 });
  });

  it('with the advance plan pays total compensation, the per diem advanced shown as the first deduction', () => {
    const pay = driverPayStatement({ trips, entries, plan: 'advance' });
    expect(pay.deductions.map((l) => [text(l), l.cents])).toEqual([['Per diem advanced', -10000], ['Deduction: Fuel advance', -15000]]);
    expect(pay.paidCents).toBe(31310);
    expect(pay.perDiemShare).toBeUndefined();
  });

  it('lets a deduction take only what is left, so Paid stops at 0', () => {
    const pay = driverPayStatement({ trips: [trip({ payout: 100, PayRate: null })], entries: [mileage(100), perDiem(30), deduction('Truck lease', 90), deduction('Phone', 40)], plan: 'advance' });
    expect(pay.deductions.map((l) => l.cents)).toEqual([-3000, -7000, 0]);
    expect(pay.paidCents).toBe(0);
  });

  it('gives the pay list the same Paid from the entries alone', () => {
    for (const plan of ['share', 'advance'] as const) expect(paidCentsOf(entries, plan)).toBe(driverPayStatement({ trips, entries, plan }).paidCents);
  });

  it('leaves out entries that pay nothing, and never lists the engine totals as lines', () => {
    const pay = driverPayStatement({ trips, entries: [...entries, { label: 'Referral', value: 75, payable: false, categories: [] }], plan: 'share' });
    expect(pay.earnings.map(text)).not.toContain('Referral');
    expect(pay.earnings.map(text)).not.toContain('Mileage Pay');
  });

  it('reads a company without a per diem plan (or an unknown one) as share', () => {
    expect(perDiemPlanOf({})).toBe('share');
    expect(perDiemPlanOf({ perDiemPlan: 'weekly' })).toBe('share');
    expect(perDiemPlanOf({ perDiemPlan: 'advance' })).toBe('advance');
    expect(perDiemPlanOf(undefined)).toBe('share');
  });

  it('always adds up: earnings to their total, deductions to theirs, Paid to both and to the per diem split, never below 0', () => {
    const amount = fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.array(amount, { maxLength: 6 }), fc.array(amount, { maxLength: 3 }), fc.array(amount, { maxLength: 4 }), amount, fc.constantFrom('share', 'advance'),
        (payouts, bonuses, deductions, diem, plan) => {
          const trips = payouts.map((payout, i) => trip({ TripNumber: String(i + 1), payout, PayRate: null }));
          const entries: DriverPayEntry[] = [
            ...bonuses.map((value, i) => ({ label: `Bonus ${i}`, value, payable: true, categories: [] })),
            ...deductions.map((value, i) => deduction(`D${i}`, value)),
            perDiem(diem),
          ];
          const pay = driverPayStatement({ trips, entries, plan });
          expect(sum(pay.earnings)).toBe(pay.earningsCents);
          expect(sum(pay.deductions)).toBe(pay.deductionsCents);
          expect(pay.paidCents).toBe(pay.earningsCents + pay.deductionsCents);
          expect(pay.paidCents).toBeGreaterThanOrEqual(0);
          for (const d of pay.deductions) expect(d.cents).toBeLessThanOrEqual(0);
          if (pay.perDiemShare) expect(pay.perDiemShare.nonTaxableCents + pay.perDiemShare.taxableCents).toBe(pay.paidCents);
          const earned = Math.round(payouts.reduce((s, p) => s + p * 100, 0)) + Math.round(bonuses.reduce((s, b) => s + b * 100, 0));
          const owed = Math.round(deductions.reduce((s, d) => s + d * 100, 0)) + (plan === 'advance' ? Math.round(diem * 100) : 0);
          expect(pay.paidCents).toBe(Math.max(0, earned - owed));
        },
      ),
    );
  });
});
