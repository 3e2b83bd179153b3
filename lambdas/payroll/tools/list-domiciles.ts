import { domicileEntity } from '#lambdas/data/entities/domicile';
import { companyRoute } from '#lambdas/http/route-handler';

/** The company's domiciles. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await domicileEntity().query.byId({ companyId: caller.companyId }).go({ pages: 'all' });
  return { domiciles: data.map(({ companyId: _c, ...d }) => d) };
});
