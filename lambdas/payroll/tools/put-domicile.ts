import { domicileBody, domicileParams } from '#shared/payroll-api/tools';
import { domicileEntity } from '#lambdas/data/entities/domicile';
import { companyRoute } from '#lambdas/http/route-handler';

/** Adds or edits a domicile by its code (upper-cased, as driver Domicile codes compare). */
export const handler = companyRoute({ params: domicileParams, body: domicileBody }, async ({ caller, params, body }) => {
  const id = params.id.toUpperCase();
  await domicileEntity().put({ companyId: caller.companyId, id, ...body }).go();
  return { id, ...body };
});
