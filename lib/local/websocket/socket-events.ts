import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { LOCAL_ACCOUNT } from '#lib/local/names';
import { gatewayTime } from '#lib/local/gateway/api-event';
import type { SocketConnection } from './connections.ts';

export const LOCAL_SOCKET_API_ID = 'localsocket';
export const SOCKET_STAGE = 'local';

type RouteKey = '$connect' | '$disconnect' | '$default';
const EVENT_TYPES = { $connect: 'CONNECT', $disconnect: 'DISCONNECT', $default: 'MESSAGE' } as const;

export interface SocketEventInput {
  routeKey: RouteKey;
  connection: Omit<SocketConnection, 'socket'>;
  domainName: string;
  /** $connect only: the upgrade request's headers and query string. */
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** $default only. */
  body?: string;
  isBase64Encoded?: boolean;
  /** $disconnect only. */
  disconnect?: { statusCode: number; reason: string };
}

/** The event a WebSocket API hands its route integrations, authorizer context included on every route. */
export function buildSocketEvent(i: SocketEventInput): APIGatewayProxyWebsocketEventV2 {
  const now = new Date();
  const requestContext = {
    routeKey: i.routeKey,
    eventType: EVENT_TYPES[i.routeKey],
    extendedRequestId: randomBytes(10).toString('base64'),
    requestTime: gatewayTime(now),
    messageDirection: 'IN',
    stage: SOCKET_STAGE,
    connectedAt: i.connection.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: i.connection.sourceIp, userAgent: i.connection.userAgent },
    requestId: randomBytes(10).toString('base64'),
    domainName: i.domainName,
    connectionId: i.connection.id,
    apiId: LOCAL_SOCKET_API_ID,
    accountId: LOCAL_ACCOUNT,
    authorizer: i.connection.authorizer,
    ...(i.routeKey === '$default' ? { messageId: randomUUID() } : {}),
    ...(i.disconnect ? { disconnectStatusCode: i.disconnect.statusCode, disconnectReason: i.disconnect.reason } : {}),
  };
  const event: Record<string, unknown> = { requestContext, isBase64Encoded: i.isBase64Encoded ?? false };
  if (i.routeKey === '$connect') {
    event.headers = i.headers ?? {};
    event.multiValueHeaders = Object.fromEntries(Object.entries(i.headers ?? {}).map(([k, v]) => [k, [v]]));
    if (i.query && Object.keys(i.query).length > 0) {
      event.queryStringParameters = i.query;
      event.multiValueQueryStringParameters = Object.fromEntries(Object.entries(i.query).map(([k, v]) => [k, [v]]));
    }
  }
  if (i.body !== undefined) event.body = i.body;
  return event as unknown as APIGatewayProxyWebsocketEventV2;
}
