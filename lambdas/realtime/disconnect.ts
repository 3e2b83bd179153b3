import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { socketConnectionEntity } from '#lambdas/data/entities/socket-connection';
import { logger } from '#lambdas/http/logger';
import { socketCaller } from './socket-caller.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

export const handler = observedTask(async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> => {
  assertEnvironmentOf('realtime/disconnect');
  try {
    const caller = socketCaller(event);
    if (caller.companyId) {
      await socketConnectionEntity().delete({ companyId: caller.companyId, connectionId: event.requestContext.connectionId }).go();
    }
  } catch (error) {
    // A connection that outlives its record is removed later by TTL / the prune job; the socket is closing anyway.
    logger.warn('WebSocket disconnect cleanup failed', { error: error as Error });
  }
  return { statusCode: 200 };
});
