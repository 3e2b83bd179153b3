import { batchDelete } from '#lambdas/data/batch';
import { socketConnectionEntity } from '#lambdas/data/entities/socket-connection';
import { logger } from '#lambdas/http/logger';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Connections one run removes at most (a few seconds of deletes); an hour's backlog above it goes with the next runs. */
export const MAX_PRUNED_A_RUN = 20_000;

/** Read and deleted a page at a time, so a run holds one page of keys in memory. */
const PAGE = 1_000;

/**
 * Hourly: removes connection records past their TTL, found by the expiry index (every company's
 * connections by expiry, read up to now: never a Scan). In AWS, DynamoDB TTL does this within a day or
 * so; DynamoDB Local never does, and fan-out should not keep posting to dead connections in either.
 */
export async function pruneSocketConnections(now = Math.floor(Date.now() / 1000), max = MAX_PRUNED_A_RUN): Promise<number> {
  const connections = socketConnectionEntity();
  let pruned = 0;
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ companyId: string; connectionId: string }>; cursor: string | null } = await connections.query
      .byExpiry({ expiryBucket: 'all' })
      .lt({ expiresAt: now })
      .go({ cursor, limit: Math.min(PAGE, max - pruned), attributes: ['companyId', 'connectionId'] });
    await batchDelete(connections, page.data.map(({ companyId, connectionId }) => ({ companyId, connectionId })));
    pruned += page.data.length;
    cursor = page.cursor;
  } while (cursor && pruned < max);
  return pruned;
}

export const handler = observedTask(async (): Promise<{ pruned: number }> => {
  assertEnvironmentOf('jobs/prune-socket-connections');
  const pruned = await pruneSocketConnections();
  logger.info('Pruned socket connections', { pruned });
  return { pruned };
});
