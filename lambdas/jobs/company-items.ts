import * as z from 'zod';
import { companyEntity } from '#lambdas/data/entities/company';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { logger } from '#lambdas/http/logger';
import { observedTask } from '#lambdas/observability/observed-task';
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

/**
 * The per-company task of a fanned-out job: the environment checked, the item read, `work` done for its
 * company. A failure is logged with `failure` and thrown, so the Map records it while the other companies go on.
 */
export function companyTask<R extends object>(handler: string, failure: string, work: (companyId: string) => Promise<R>) {
  return observedTask(async (event: unknown): Promise<CompanyItem & R> => {
    assertEnvironmentOf(handler);
    const { companyId } = companyItem.parse(event);
    try {
      return { companyId, ...(await work(companyId)) };
    } catch (error) {
      logger.error(failure, { companyId, error: (error as Error).message });
      throw error;
    }
  });
}
