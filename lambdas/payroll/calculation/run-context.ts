import type { BonusButtonInput, CompanyPayrollProfile, DriverLookup, Timecard } from '#shared/payroll/types';
import { payRunEntity, type PayRunItem } from '#lambdas/data/entities/pay-run';
import { NotFoundError } from '#lambdas/http/errors';
import { loadCompanyPayProfile } from '#lambdas/payroll/inputs/company-pay-profile';
import { bonusButtonInputOf, loadBonusButtons, loadDriverItems, driverLookupOf } from '#lambdas/payroll/inputs/driver-lookups';
import type { DriverItem } from '#lambdas/data/entities/driver';
import { settlementAdjustmentEntity } from '#lambdas/data/entities/settlement-adjustment';
import { approvedTimecards } from '#lambdas/payroll/inputs/approved-timecards';

/** What every driver of one calculation shares: the run, the company's rules and the driver lookup. */
export interface RunContext {
  companyId: string;
  run: PayRunItem;
  calculationId: string;
  company: CompanyPayrollProfile;
  buttons: BonusButtonInput[];
  lookups: Map<string, DriverLookup>;
  drivers: Map<string, DriverItem>;
  /** Drivers with settlement adjustments (any state), the only ones whose applications are read. */
  adjustmentDrivers: Set<string>;
  /** Each driver's approved time cards of the run's week (one query a calculation). */
  timecards: Map<string, Timecard[]>;
}

export async function loadRun(companyId: string, PayRunID: string): Promise<PayRunItem> {
  const { data } = await payRunEntity().get({ companyId, PayRunID }).go();
  if (!data) throw new NotFoundError('Pay run not found.');
  return data;
}

export async function loadRunContext(companyId: string, PayRunID: string, calculationId: string): Promise<RunContext> {
  const reading = loadRun(companyId, PayRunID);
  // Only the time cards wait for the run (for its week): the rest is read beside it.
  const [run, company, buttons, drivers, adjustments, timecards] = await Promise.all([
    reading,
    loadCompanyPayProfile(companyId),
    loadBonusButtons(companyId),
    loadDriverItems(companyId),
    settlementAdjustmentEntity().query.byId({ companyId }).go({ pages: 'all', attributes: ['DriverID'] }),
    reading.then((r) => approvedTimecards(companyId, r.WeekEnding)),
  ]);
  return {
    companyId,
    run,
    calculationId,
    company,
    buttons: buttons.map(bonusButtonInputOf),
    lookups: new Map(drivers.map((d) => [d.DriverID, driverLookupOf(d)])),
    drivers: new Map(drivers.map((d) => [d.DriverID, d])),
    adjustmentDrivers: new Set(adjustments.data.map((a) => a.DriverID!)),
    timecards,
  };
}

// A warm function serves many drivers of one calculation: the rules are read once per calculation.
const cache = new Map<string, Promise<RunContext>>();
const CACHE_LIMIT = 4;

export function cachedRunContext(companyId: string, PayRunID: string, calculationId: string): Promise<RunContext> {
  const key = `${companyId}\u0000${PayRunID}\u0000${calculationId}`;
  let context = cache.get(key);
  if (!context) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    context = loadRunContext(companyId, PayRunID, calculationId);
    context.catch(() => cache.delete(key));
    cache.set(key, context);
  }
  return context;
}
