import { socketConnectionEntity } from '#lambdas/data/entities/socket-connection';
import { logger } from '#lambdas/http/logger';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * Hourly: removes connection records past their TTL. In AWS, DynamoDB TTL does this within a day or so;
 * DynamoDB Local never does, and fan-out should not keep posting to dead connections in either.
 */
export const handler = observedTask(async (): Promise<{ pruned: number }> => {
  assertEnvironmentOf('jobs/prune-socket-connections');
  const connections = socketConnectionEntity();
  const now = Math.floor(Date.now() / 1000);
  const { data } = await connections.scan.where(({ expiresAt }, { lt }) => lt(expiresAt, now)).go({ pages: 'all' });
  for (const c of data) {
    await connections.delete({ companyId: c.companyId, connectionId: c.connectionId }).go();
  }
  logger.info('Pruned socket connections', { pruned: data.length });
  return { pruned: data.length };
});
