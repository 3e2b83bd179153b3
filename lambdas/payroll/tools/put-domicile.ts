import { domicileBody, domicileParams } from '#shared/payroll-api/tools';
import { forgetCompanyZone } from '#lambdas/data/company-zone';
import { domicileEntity } from '#lambdas/data/entities/domicile';
import { companyRoute } from '#lambdas/http/route-handler';

/** Adds or edits a domicile by its code (upper-cased, as driver Domicile codes compare). */
export const handler = companyRoute({ params: domicileParams, body: domicileBody }, async ({ caller, params, body }) => {
  const id = params.id.toUpperCase();
  await domicileEntity().put({ companyId: caller.companyId, id, ...body }).go();
  // A company without a chosen zone counts its days in its first domicile's.
  forgetCompanyZone(caller.companyId);
  return { id, ...body };
});
