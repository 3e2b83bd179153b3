import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { logger } from '#lambdas/http/logger';
import { postToConnection } from './post-to-connection.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * Messages a client sends over the socket. Today only the heartbeat (`{"action":"ping"}`) that keeps
 * phones' idle connections alive; chat messages travel over the HTTP API and are fanned out from there.
 */
export const handler = observedTask(async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> => {
  assertEnvironmentOf('realtime/default');
  let action: unknown;
  try {
    action = (JSON.parse(event.body ?? '{}') as { action?: unknown }).action;
  } catch {
    action = undefined;
  }
  if (action === 'ping') {
    await postToConnection(event.requestContext.connectionId, { type: 'pong', at: new Date().toISOString() });
    return { statusCode: 200 };
  }
  logger.info('Ignored WebSocket message', { action: typeof action === 'string' ? action : 'unreadable' });
  await postToConnection(event.requestContext.connectionId, { type: 'error', message: 'Unknown action.' });
  return { statusCode: 400 };
});
