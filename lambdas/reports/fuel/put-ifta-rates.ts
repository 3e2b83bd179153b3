import { iftaRatesBody, quarterParams, type IftaRateView } from '#shared/reports/fuel-api';
import { iftaRateEntity } from '#lambdas/data/entities/ifta-rate';
import { companyRoute } from '#lambdas/http/route-handler';

/** Replaces the company's rates of one quarter (IFTA jurisdictions only, 0 to 5 $/gal, at most 4 decimals). */
export const handler = companyRoute({ params: quarterParams, body: iftaRatesBody }, async ({ caller, params, body }) => {
  const rates: IftaRateView[] = [...body.rates].sort((a, b) => (a.state < b.state ? -1 : 1));
  const { data } = await iftaRateEntity().put({ companyId: caller.companyId, quarter: params.quarter.toUpperCase(), rates, updatedBy: caller.userId }).go();
  return { quarter: data.quarter, rates: data.rates, updatedAt: data.updatedAt };
});
