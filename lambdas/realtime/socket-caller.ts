import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { callerFromClaims, type Caller } from '#lambdas/http/caller';

/**
 * The WebSocket API's $connect authorizer verified the id token and passed its claims as the
 * authorizer context; API Gateway hands that same context to every later route of the connection.
 */
export function socketCaller(event: APIGatewayProxyWebsocketEventV2): Caller {
  const context = (event.requestContext as { authorizer?: Record<string, string | number | boolean> }).authorizer ?? {};
  return callerFromClaims({ ...context, sub: context.sub ?? context.principalId } as Record<string, string>);
}
