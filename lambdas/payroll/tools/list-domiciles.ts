import { domicileEntity } from '../../data/entities/domicile.ts';
import { companyRoute } from '../../http/route-handler.ts';

/** The company's domiciles. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await domicileEntity().query.byId({ companyId: caller.companyId }).go({ pages: 'all' });
  return { domiciles: data.map(({ companyId: _c, ...d }) => d) };
});
