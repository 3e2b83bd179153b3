import { domicileParams } from '#shared/payroll-api/tools';
import { domicileEntity } from '../../data/entities/domicile.ts';
import { companyRoute } from '../../http/route-handler.ts';

/** Removes a domicile; drivers keep the code in their Domicile text. */
export const handler = companyRoute({ params: domicileParams }, async ({ caller, params }) => {
  await domicileEntity().delete({ companyId: caller.companyId, id: params.id.toUpperCase() }).go();
  return { deleted: params.id.toUpperCase() };
});
