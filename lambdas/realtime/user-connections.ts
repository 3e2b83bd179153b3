import { batchDelete } from '#lambdas/data/batch';
import { socketConnectionEntity } from '#lambdas/data/entities/socket-connection';

/**
 * Forgets every WebSocket connection of a user: no room's fan-out reaches him any more, though the socket
 * itself stays open until it closes (a disabled user's $connect is refused, so it is not opened again).
 */
export async function dropUserConnections(companyId: string, userId: string): Promise<number> {
  const { data } = await socketConnectionEntity().query.byUser({ companyId, userId }).go({ pages: 'all' });
  await batchDelete(socketConnectionEntity(), data.map((c) => ({ companyId, connectionId: c.connectionId })));
  return data.length;
}
