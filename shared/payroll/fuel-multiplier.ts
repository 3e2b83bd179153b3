import { fromNumber, type Decimal } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import type { CompanyPayrollProfile } from './types.ts';

export interface FuelMultiplier {
  readonly value: Decimal;
  readonly source: 'spotTripRevFuelMultiplier' | 'tripRevMultiplier' | 'default';
}

export const DEFAULT_FUEL_MULTIPLIER = fromNumber(0.177);

/** spotTripRevFuelMultiplier if numeric, else tripRevMultiplier if numeric, else 0.177 per mile. */
export function fuelMultiplierOf(company: CompanyPayrollProfile): FuelMultiplier {
  const spot = readNumeric(company.spotTripRevFuelMultiplier);
  if (spot) return { value: spot, source: 'spotTripRevFuelMultiplier' };
  const trip = readNumeric(company.tripRevMultiplier);
  if (trip) return { value: trip, source: 'tripRevMultiplier' };
  return { value: DEFAULT_FUEL_MULTIPLIER, source: 'default' };
}
