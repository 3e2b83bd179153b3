import * as z from 'zod';
import { companyEntity } from '#lambdas/data/entities/company';
import { jobItems, type JobItems } from './job-workflow.ts';

/** One company of a fanned-out job: what its per-company task receives, validated so a malformed item fails loudly. */
export const companyItem = z.object({ companyId: z.string().min(1) });
export type CompanyItem = z.infer<typeof companyItem>;

/** Every company, or only the active ones, from the registry index: a Query of one partition, never a Scan. */
export async function companyItems(opts: { activeOnly: boolean }): Promise<JobItems<CompanyItem>> {
  const registry = companyEntity().query.byRegistry({ registry: 'companies' });
  const query = opts.activeOnly ? registry.where(({ accountActive }, { eq }) => eq(accountActive, true)) : registry;
  const { data } = await query.go({ pages: 'all', attributes: ['companyId'] });
  return jobItems(data.map(({ companyId }) => ({ companyId })), 'companies');
}
