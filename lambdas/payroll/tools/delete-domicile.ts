import { domicileParams } from '#shared/payroll-api/tools';
import { forgetCompanyZone } from '#lambdas/data/company-zone';
import { domicileEntity } from '#lambdas/data/entities/domicile';
import { companyRoute } from '#lambdas/http/route-handler';

/** Removes a domicile; drivers keep the code in their Domicile text. */
export const handler = companyRoute({ params: domicileParams }, async ({ caller, params }) => {
  await domicileEntity().delete({ companyId: caller.companyId, id: params.id.toUpperCase() }).go();
  // A company without a chosen zone counts its days in its first domicile's.
  forgetCompanyZone(caller.companyId);
  return { deleted: params.id.toUpperCase() };
});
