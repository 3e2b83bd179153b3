import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { SocketRouteDef } from '#lambdas/route-types';
import type { TokenVerifier } from '#lib/local/token-verifier';
import { lowerCaseHeaders, sourceIp } from '../gateway/http-utils.ts';
import { invokeHandler } from '../lambda/handler-module.ts';
import { createConnectAuthorizer } from './connect-authorizer.ts';
import { ConnectionRegistry, newConnectionId, type SocketConnection } from './connections.ts';
import { buildSocketEvent } from './socket-events.ts';

const REASONS: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 500: 'Internal Server Error' };

/** API Gateway's WebSocket message quota. */
const MAX_MESSAGE_BYTES = 128 * 1024;

export interface SocketGatewayOptions {
  routes: readonly SocketRouteDef[];
  verifier: TokenVerifier;
  domainName: string;
  connections: ConnectionRegistry;
  onError?: (routeKey: string, error: unknown) => void;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ message: reason });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

function statusOf(result: unknown): number {
  const code = (result as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof code === 'number' ? code : 200;
}

/**
 * The WebSocket API: `?token=` checked by the deployed REQUEST authorizer's code with the HTTP API's verifier,
 * `$connect` before the upgrade completes (a non-2xx answer refuses the socket), `$default` per
 * message and `$disconnect` when either side closes.
 */
export function createSocketGateway(opts: SocketGatewayOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const entries = new Map(opts.routes.map((r) => [r.routeKey, r.handler]));
  const authorize = createConnectAuthorizer(opts.verifier);

  const inFlight = new Set<Promise<unknown>>();

  function route(routeKey: SocketRouteDef['routeKey'], event: unknown): Promise<unknown> {
    const entry = entries.get(routeKey);
    if (!entry) return Promise.resolve({ statusCode: 200 });
    const call = invokeHandler(entry, event);
    inFlight.add(call);
    call.finally(() => inFlight.delete(call)).catch(() => undefined);
    return call;
  }

  function wire(connection: SocketConnection): void {
    const { socket } = connection;
    opts.connections.add(connection);
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.lastActiveAt = Date.now();
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const event = buildSocketEvent({
        routeKey: '$default',
        connection,
        domainName: opts.domainName,
        body: isBinary ? buffer.toString('base64') : buffer.toString('utf8'),
        isBase64Encoded: isBinary,
      });
      route('$default', event).catch((error) => opts.onError?.('$default', error));
    });
    socket.once('close', (code: number, reason: Buffer) => {
      opts.connections.remove(connection.id);
      const event = buildSocketEvent({
        routeKey: '$disconnect',
        connection,
        domainName: opts.domainName,
        disconnect: { statusCode: code, reason: reason.toString() },
      });
      route('$disconnect', event).catch((error) => opts.onError?.('$disconnect', error));
    });
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, query: URLSearchParams): Promise<void> {
    const now = Date.now();
    const headers = lowerCaseHeaders(req);
    const identity = {
      id: newConnectionId(),
      connectedAt: now,
      lastActiveAt: now,
      sourceIp: sourceIp(req),
      userAgent: headers['user-agent'] ?? '',
    };
    const decision = await authorize({ headers, query: Object.fromEntries(query), connection: identity, domainName: opts.domainName });
    if (!decision.allowed) {
      refuse(socket, decision.status, REASONS[decision.status] ?? 'Unauthorized');
      return;
    }
    const connection: Omit<SocketConnection, 'socket'> = { ...identity, authorizer: decision.authorizer };
    const event = buildSocketEvent({
      routeKey: '$connect',
      connection,
      domainName: opts.domainName,
      headers,
      query: Object.fromEntries(query),
    });
    let status: number;
    try {
      status = statusOf(await route('$connect', event));
    } catch (error) {
      opts.onError?.('$connect', error);
      status = 500;
    }
    if (status < 200 || status > 299) {
      refuse(socket, status, REASONS[status] ?? 'Forbidden');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => wire({ ...connection, socket: ws }));
  }

  return {
    handleUpgrade,
    /** Closes every socket (each one still gets its $disconnect) and the server. */
    async close(): Promise<void> {
      const open = opts.connections.all();
      const closed = open.map((c) => new Promise<void>((resolve) => c.socket.once('close', () => resolve())));
      for (const c of open) c.socket.close(1001, 'Going away');
      const timer = setTimeout(() => open.forEach((c) => c.socket.terminate()), 1000);
      await Promise.all(closed);
      clearTimeout(timer);
      // $disconnect handlers still write to the table, which must outlive them.
      await Promise.allSettled([...inFlight]);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
