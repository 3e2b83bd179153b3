import { describe, expect, it } from 'vitest';
import { normaliseBonusButton, normaliseBonusButtons } from '#shared/payroll/bonus-button';

describe('bonus button normalisation', () => {
  it('defaults taxable, payable and includeTripEarnings to true', () => {
    const button = normaliseBonusButton({ id: 'b1', label: 'Safety' }, 0);
    expect(button).toMatchObject({ taxable: true, payable: true, includeTripEarnings: true, matchStrategy: 'any', applyToAll: false, mileageMin: 0, mileageMax: 9999 });
  });

  it('keeps an explicit false', () => {
    expect(normaliseBonusButton({ taxable: false, payable: false, includeTripEarnings: false }, 0)).toMatchObject({ taxable: false, payable: false, includeTripEarnings: false });
  });

  it('trims categories and keeps each once, dropping blanks', () => {
    expect(normaliseBonusButton({ categories: [' Safety ', 'Safety', '', 'Fuel', '  '] }, 0).categories).toEqual(['Safety', 'Fuel']);
  });

  it('makes one calculation method from the button itself when it has none', () => {
    const button = normaliseBonusButton({ payoutType: 'per-mile', rate: '0.02' }, 0);
    expect(button.calculationMethods).toEqual([{ id: 'primary', type: 'per-mile', rate: 0.02, flatAmount: undefined, maxPayout: undefined }]);
    expect(button).toMatchObject({ primaryMethod: 'per-mile', hasMultipleMethods: false, methodTypes: ['per-mile'] });
  });

  it('reads several methods, naming the primary, the flag and the distinct types', () => {
    const button = normaliseBonusButton({ calculationMethods: [{ type: 'Flat Rate', flatAmount: 50 }, { id: 'm2', type: 'percent_trip_rev', rate: 1, maxPayout: 40 }, { type: 'flat-rate', flatAmount: 5 }] }, 0);
    expect(button.calculationMethods.map((m) => [m.id, m.type])).toEqual([['method-1', 'flat-rate'], ['m2', 'percent-trip-rev'], ['method-3', 'flat-rate']]);
    expect(button).toMatchObject({ primaryMethod: 'flat-rate', hasMultipleMethods: true, methodTypes: ['flat-rate', 'percent-trip-rev'] });
  });

  it('reads matchStrategy all, selectors trimmed and unique, and the eligibility window', () => {
    const button = normaliseBonusButton({ matchStrategy: ' ALL ', driverIds: [' 1000001', '1000001', 1000002], eligibility: { enforceMileage: true, minMiles: '500' } }, 0);
    expect(button).toMatchObject({ matchStrategy: 'all', driverIds: ['1000001', '1000002'], eligibility: { enforceMileage: true, minMiles: 500, maxMiles: 9999 } });
  });

  it('orders buttons by label, then id, whatever order they are stored in', () => {
    const labels = normaliseBonusButtons([{ id: 'z', label: 'Safety' }, { id: 'b', label: 'Fuel' }, { id: 'a', label: 'Safety' }, { id: 'c', label: 'Weekly Guarantee' }]).map((b) => b.id);
    expect(labels).toEqual(['b', 'a', 'z', 'c']);
  });

  it('names a button without id or label by its position', () => {
    expect(normaliseBonusButton({}, 2)).toMatchObject({ id: 'button-3', label: 'button-3', payoutType: 'flat-rate' });
  });
});
