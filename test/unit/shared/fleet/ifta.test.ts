import { describe, expect, it } from 'vitest';
import { computeIfta, type IftaInput } from '#shared/fleet/ifta';

const mi = (state: string, miles: number | string, date = '2026-08-10') => ({ VehicleID: 'T1', date, state, miles });
const gal = (state: string, gallons: number | string, date = '2026-08-10') => ({ VehicleID: 'T1', date, state, gallons });
const ifta = (input: Partial<IftaInput>) => computeIfta({ quarter: '2026-Q3', mileage: [], fuel: [], ...input } as IftaInput);

describe('IFTA totals and MPG', () => {
  it('sums miles and gallons of the quarter exactly, in any jurisdiction, and rounds MPG to 2 decimals', () => {
    const result = ifta({
      mileage: [mi('IL', 0.1), mi('IN', 0.2), mi('', 1000), mi('AK', 500), mi('IL', 9999, '2026-06-30'), mi('IL', 9999, '2026-10-01')],
      fuel: [gal('IL', 100.1), gal('', 50.2), gal('IL', 77, '2026-07-01T03:00:00Z')],
    });
    expect(result.totalMiles).toBe(1500.3);
    expect(result.totalGallons).toBe(150.3);
    expect(result.mpg).toBe(9.98);
  });

  it('rounds MPG half away from zero, exactly', () => {
    // 1,000.5 ÷ 100 = 10.005 → 10.01
    expect(ifta({ mileage: [mi('IL', 1000.5)], fuel: [gal('IL', 100)] }).mpg).toBe(10.01);
  });

  it('refuses a quarter without fuel purchases naming fuel', () => {
    expect(() => ifta({ mileage: [mi('IL', 100)], fuel: [gal('IL', 50, '2026-06-30')] })).toThrow(/^fuel: no fuel purchases in the quarter/);
  });
});

describe('IFTA jurisdictions', () => {
  const result = ifta({
    mileage: [mi('il', 1000), mi(' IN ', 550), mi('AK', 300), mi('dc', 10), mi('ON', 150), mi('SON', 20)],
    fuel: [gal('IL', 200.4), gal('IN', 20.5), gal('WI', 30), gal('AK', 12)],
    rates: [{ state: 'IL', rate: 0.455 }, { state: 'in', rate: '0.54' }, { state: 'WI', rate: 0 }],
  });
  const line = (state: string) => result.jurisdictions.find((j) => j.state === state)!;

  it('lists IFTA jurisdictions with miles or purchases, the rest as nonIfta with their miles in the total', () => {
    expect(result.jurisdictions.map((j) => j.state)).toEqual(['IL', 'IN', 'ON', 'WI']);
    expect(result.nonIfta.map((j) => [j.state, j.miles, j.gallons])).toEqual([['AK', 300, 12], ['DC', 10, 0], ['SON', 20, 0]]);
    expect(result.totalMiles).toBe(2030);
    expect(result.totalGallons).toBe(262.9);
    expect(result.mpg).toBe(7.72);
  });

  it('computes taxable, tax-paid and net gallons in whole gallons and tax to cents', () => {
    // IL: 1000 ÷ 7.72 = 129.53 → 130; 200.4 → 200; net −70 × 0.455 = −31.85
    expect(line('IL')).toMatchObject({ taxableMiles: 1000, taxableGallons: 130, taxPaidGallons: 200, netTaxableGallons: -70, rate: 0.455, tax: -31.85 });
    // IN: 550 ÷ 7.72 = 71.24 → 71; 20.5 → 21 (half away); net 50 × 0.54 = 27
    expect(line('IN')).toMatchObject({ taxableGallons: 71, taxPaidGallons: 21, netTaxableGallons: 50, tax: 27 });
    expect(line('ON')).toMatchObject({ taxableGallons: 19, taxPaidGallons: 0, netTaxableGallons: 19, rate: null, tax: null });
    expect(line('WI')).toMatchObject({ taxableMiles: 0, taxableGallons: 0, taxPaidGallons: 30, netTaxableGallons: -30, rate: 0, tax: 0 });
  });

  it('explains each line', () => {
    expect(line('IL').reason).toBe('IL: 1,000 mi ÷ 7.72 mpg = 130 taxable gal; 200.4 gal bought = 200 tax-paid gal; net -70 gal; -70 × 0.455 = a credit of 31.85.');
  });

  it('rounds a taxable half gallon away from zero', () => {
    // 1,000 ÷ 4 = 250 mpg… use 10 mi at MPG 4.00 → 2.5 → 3
    const half = ifta({ mileage: [mi('IL', 10), mi('IN', 390)], fuel: [gal('IL', 100)] });
    expect(half.mpg).toBe(4);
    expect(half.jurisdictions.find((j) => j.state === 'IL')!.taxableGallons).toBe(3);
  });

  it('gives 0 taxable gallons when the MPG is 0', () => {
    expect(ifta({ mileage: [], fuel: [gal('IL', 10)] }).jurisdictions[0]).toMatchObject({ taxableGallons: 0, netTaxableGallons: -10 });
  });
});

describe('IFTA due date', () => {
  const due = (quarter: string) => ifta({ quarter, fuel: [gal('IL', 1, `${quarter.slice(0, 4)}-${['01', '04', '07', '10'][Number(quarter.slice(-1)) - 1]}-15`)] } as Partial<IftaInput>).dueDate;

  it('is the last day of the month after the quarter', () => {
    expect(due('2026-Q1')).toBe('2026-04-30');
    expect(due('2026-Q2')).toBe('2026-07-31');
  });

  it('moves a Saturday or Sunday to the next Monday', () => {
    expect(due('2026-Q3')).toBe('2026-11-02'); // 31 Oct 2026 is a Saturday
    expect(due('2025-Q2')).toBe('2025-07-31'); // a Thursday
    expect(due('2026-Q4')).toBe('2027-02-01'); // 31 Jan 2027 is a Sunday
  });
});

describe('IFTA bad input', () => {
  it('names the field', () => {
    expect(() => ifta({ quarter: '2026-Q5' })).toThrow(/^quarter: unreadable quarter/);
    expect(() => ifta({ fuel: [gal('IL', 'ten')] })).toThrow(/^fuel\[0\]\.gallons/);
    expect(() => ifta({ mileage: [mi('IL', 5, 'Aug 10')], fuel: [gal('IL', 1)] })).toThrow(/^mileage\[0\]\.date/);
  });
});
