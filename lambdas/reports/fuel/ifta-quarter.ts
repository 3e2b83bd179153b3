import { computeIfta, type IftaResult } from '#shared/fleet/ifta';
import { FleetInputError } from '#shared/fleet/errors';
import type { IftaAnswer } from '#shared/reports/fuel-api';
import { quarterDays } from '#shared/reports/fuel-periods';
import { totalTax } from '#shared/reports/ifta-export';
import { ValidationError } from '#lambdas/http/errors';
import { companyZone } from '#lambdas/data/company-zone';
import { fuelRows, periodMileage, periodPurchases, quarterRates } from './fuel-store.ts';

/**
 * A quarter's IFTA by the one rule (computeIfta, as `npm run fleet -- ifta` computes it) over the stored
 * daily state-mileage rows and the fuel card purchases. Statement fuel (fuelLog) is not read: those are
 * the same card purchases as deducted from the drivers' settlements, so counting them would count twice.
 */
export async function iftaQuarter(companyId: string, quarter: string): Promise<IftaAnswer> {
  const days = quarterDays(quarter);
  if (!days) throw new ValidationError('quarter: expected YYYY-Qn such as 2026-Q3.', { quarter: 'expected YYYY-Qn such as 2026-Q3' });
  const { from, to } = days;
  const [mileage, purchases, rateItem, timeZone] = await Promise.all([
    periodMileage(companyId, from, to), periodPurchases(companyId, from, to), quarterRates(companyId, quarter), companyZone(companyId),
  ]);
  const rates = (rateItem?.rates ?? []).map((r) => ({ state: r.state, rate: r.rate }));
  const inputs = {
    mileageRows: mileage.length,
    tractors: new Set(mileage.map((m) => m.VehicleID)).size,
    purchases: purchases.length,
    unmatchedPurchases: purchases.filter((p) => !p.VehicleID).length,
    purchasesWithoutState: purchases.filter((p) => !p.state).length,
  };
  let result: IftaResult | undefined;
  let refusal: string | undefined;
  try {
    result = computeIfta({ quarter, timeZone, mileage, fuel: fuelRows(purchases), rates });
  } catch (error) {
    if (!(error instanceof FleetInputError)) throw error;
    if (error.problems.every((p) => p.startsWith('fuel:'))) refusal = 'No fuel purchases in the quarter: the fleet MPG and the return need the quarter\'s fuel.';
    else throw new ValidationError(error.problems.join(' '));
  }
  return { quarter, result, refusal, rates, ratesUpdatedAt: rateItem?.updatedAt, totalTax: result && rates.length > 0 ? totalTax(result) : null, inputs };
}
