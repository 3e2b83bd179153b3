import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { socketConnectionEntity } from '#lambdas/data/entities/socket-connection';
import { UnauthenticatedError } from '#lambdas/http/errors';
import { logger } from '#lambdas/http/logger';
import { standingReader } from '#lambdas/accounts/standing-reader';
import { currentCaller, registerStandingReader } from '#lambdas/http/current-standing';
import { socketCaller } from './socket-caller.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

registerStandingReader(standingReader);

/** A connection lives at most a day (API Gateway closes WebSockets after 2 hours anyway). */
const CONNECTION_TTL_SECONDS = 24 * 60 * 60;

export const handler = observedTask(async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> => {
  assertEnvironmentOf('realtime/connect');
  try {
    // A disabled user's token is still valid for up to an hour: the directory refuses him (caught below: 401).
    const caller = await currentCaller(socketCaller(event));
    if (!caller.companyId) return { statusCode: 403, body: 'No company' };
    const now = new Date();
    await socketConnectionEntity()
      .put({
        companyId: caller.companyId,
        connectionId: event.requestContext.connectionId,
        userId: caller.userId,
        connectedAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_TTL_SECONDS,
      })
      .go();
    return { statusCode: 200 };
  } catch (error) {
    if (error instanceof UnauthenticatedError) {
      logger.info('WebSocket connection refused', { reason: error.message });
      return { statusCode: 401, body: 'Unauthorized' };
    }
    logger.error('WebSocket connect failed', { error: error as Error });
    return { statusCode: 401, body: 'Unauthorized' };
  }
});
