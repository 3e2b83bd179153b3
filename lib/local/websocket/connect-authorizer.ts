import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { createSocketAuthorizer } from '#lambdas/realtime/authorizer';
import type { TokenVerifier } from '#lib/local/token-verifier';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '#lib/local/names';
import type { SocketConnection } from './connections.ts';
import { LOCAL_SOCKET_API_ID, SOCKET_STAGE } from './socket-events.ts';

export type ConnectDecision =
  | { allowed: true; authorizer: SocketConnection['authorizer'] }
  | { allowed: false; status: 401 | 403 | 500 };

/**
 * The WebSocket API's `$connect` REQUEST authorizer: the very function the CDK app deploys, run with
 * the local verifier. API Gateway answers 401 when it throws `Unauthorized`, 403 on a Deny, and
 * hands `principalId` plus the returned context to every route of the connection.
 */
export function createConnectAuthorizer(verifier: TokenVerifier) {
  const authorize = createSocketAuthorizer(verifier);
  return async (i: {
    headers: Record<string, string>;
    query: Record<string, string>;
    connection: Omit<SocketConnection, 'socket' | 'authorizer'>;
    domainName: string;
  }): Promise<ConnectDecision> => {
    const event = {
      type: 'REQUEST',
      methodArn: `arn:aws:execute-api:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${LOCAL_SOCKET_API_ID}/${SOCKET_STAGE}/$connect`,
      headers: i.headers,
      multiValueHeaders: Object.fromEntries(Object.entries(i.headers).map(([k, v]) => [k, [v]])),
      queryStringParameters: i.query,
      multiValueQueryStringParameters: Object.fromEntries(Object.entries(i.query).map(([k, v]) => [k, [v]])),
      stageVariables: {},
      requestContext: {
        routeKey: '$connect',
        eventType: 'CONNECT',
        messageDirection: 'IN',
        stage: SOCKET_STAGE,
        connectedAt: i.connection.connectedAt,
        requestTimeEpoch: Date.now(),
        identity: { sourceIp: i.connection.sourceIp, userAgent: i.connection.userAgent },
        domainName: i.domainName,
        connectionId: i.connection.id,
        apiId: LOCAL_SOCKET_API_ID,
      },
    } as unknown as APIGatewayRequestAuthorizerEvent;
    let result: Awaited<ReturnType<typeof authorize>>;
    try {
      result = await authorize(event);
    } catch (error) {
      // Only the exact 'Unauthorized' error means 401 to API Gateway; any other failure is its 500.
      return { allowed: false, status: (error as Error).message === 'Unauthorized' ? 401 : 500 };
    }
    const allowed = result.policyDocument.Statement.some((s) => s.Effect === 'Allow');
    if (!allowed) return { allowed: false, status: 403 };
    const context = Object.fromEntries(Object.entries(result.context ?? {}).filter(([, v]) => v !== null && v !== undefined)) as Record<
      string,
      string | number
    >;
    return { allowed: true, authorizer: { ...context, principalId: result.principalId, integrationLatency: 0 } };
  };
}
