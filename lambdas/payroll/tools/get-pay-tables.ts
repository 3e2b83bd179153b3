import { perDiemPlanOf } from '#shared/payroll/per-diem-plan';
import { companyEntity } from '#lambdas/data/entities/company';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadPayTables } from '#lambdas/payroll/inputs/company-pay-profile';

/** The company pay tables and payroll settings, for the pay tables editor. */
export const handler = companyRoute({}, async ({ caller }) => {
  const [tables, { data: company }] = await Promise.all([loadPayTables(caller.companyId), companyEntity().get({ companyId: caller.companyId }).go()]);
  return {
    tables,
    settings: {
      autoPayDropPayouts: company?.autoPayDropPayouts ?? false,
      spotTripRevFuelMultiplier: company?.spotTripRevFuelMultiplier ?? null,
      tripRevMultiplier: company?.tripRevMultiplier ?? null,
      companyDefaultSpotPercentageRate: company?.companyDefaultSpotPercentageRate ?? null,
      companyDefaultSpotLivePayValue: company?.companyDefaultSpotLivePayValue ?? null,
      afpVendors: company?.afpVendors ?? [],
      payrollExportOptions: company?.payrollExportOptions ?? { columns: [] },
    },
    perDiemPlan: { perDiemPlan: perDiemPlanOf(company), version: company?.perDiemPlanVersion ?? 1 },
  };
});
