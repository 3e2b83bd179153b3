import { serviceProgramEntity } from '#lambdas/data/entities/service-program';
import { companyRoute } from '#lambdas/http/route-handler';
import { programView } from './program-view.ts';

/** Service programs, by name. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await serviceProgramEntity().query.byProgram({ companyId: caller.companyId }).go({ pages: 'all' });
  return { programs: data.map(programView).sort((a, b) => a.name.localeCompare(b.name)) };
});
