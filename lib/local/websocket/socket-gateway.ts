import { Worker } from 'node:worker_threads';
import type { SocketRouteDef } from '#lambdas/route-types';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';
import type { TokenVerifier } from '#lib/local/token-verifier';
import { invokeHandler } from '#lib/local/lambda/handler-module';
import { LOOPBACK } from '#lib/local/ports';
import { createConnectAuthorizer } from './connect-authorizer.ts';
import { buildSocketEvent } from './socket-events.ts';
import type { FromSocketServer, SocketServerSetup, ToSocketServer } from './socket-server-protocol.ts';

const REASONS: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 500: 'Internal Server Error' };

/** API Gateway's WebSocket message quota. */
const MAX_MESSAGE_BYTES = 128 * 1024;
export const SOCKET_PATH = '/ws';

export interface SocketGatewayOptions {
  routes: readonly SocketRouteDef[];
  verifier: TokenVerifier;
  /** 0 lets the OS pick. */
  port: number;
  onError?: (routeKey: string, error: unknown) => void;
}

export interface SocketGateway {
  /** What the SPA opens: `ws://…/ws?token=`. */
  wsUrl: string;
  /** The `@connections` management API's endpoint, as the SDK takes it. */
  endpoint: string;
  /** Closes every socket (each one still gets its $disconnect), waits for the handlers, stops the worker. */
  close(): Promise<void>;
}

function statusOf(result: unknown): number {
  const code = (result as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof code === 'number' ? code : 200;
}

/**
 * The WebSocket API. A worker thread owns the sockets and the `@connections` endpoint (see
 * socket-server-worker.ts); this side runs what API Gateway would: the deployed REQUEST authorizer's
 * code with the HTTP API's verifier and `$connect` before an upgrade completes (a non-2xx answer
 * refuses the socket), `$default` per message and `$disconnect` when either side closes.
 */
export async function startSocketGateway(opts: SocketGatewayOptions): Promise<SocketGateway> {
  const setup: SocketServerSetup = { host: LOOPBACK, port: opts.port, path: SOCKET_PATH, maxPayload: MAX_MESSAGE_BYTES };
  const worker = new Worker(new URL('./socket-server-worker.ts', import.meta.url), { workerData: setup });
  const tell = (message: ToSocketServer) => worker.postMessage(message);
  const functions = new Map(opts.routes.map((r) => [r.routeKey, { entry: r.handler, access: r.access, timeoutSeconds: FUNCTION_TIMEOUT_SECONDS.default }]));
  const authorize = createConnectAuthorizer(opts.verifier);
  const inFlight = new Set<Promise<unknown>>();
  let domainName = '';

  function route(routeKey: SocketRouteDef['routeKey'], event: unknown): Promise<unknown> {
    const fn = functions.get(routeKey);
    if (!fn) return Promise.resolve({ statusCode: 200 });
    const call = invokeHandler(fn, event);
    inFlight.add(call);
    call.finally(() => inFlight.delete(call)).catch(() => undefined);
    return call;
  }

  async function connect(m: Extract<FromSocketServer, { kind: 'connect' }>): Promise<ToSocketServer> {
    const refused = (status: number) => ({ kind: 'decision', requestId: m.requestId, allowed: false, status, reason: REASONS[status] ?? 'Forbidden' }) as const;
    const decision = await authorize({ headers: m.headers, query: m.query, connection: m.connection, domainName });
    if (!decision.allowed) return refused(decision.status);
    const connection = { ...m.connection, authorizer: decision.authorizer };
    let status: number;
    try {
      status = statusOf(await route('$connect', buildSocketEvent({ routeKey: '$connect', connection, domainName, headers: m.headers, query: m.query })));
    } catch (error) {
      opts.onError?.('$connect', error);
      status = 500;
    }
    if (status < 200 || status > 299) return refused(status);
    return { kind: 'decision', requestId: m.requestId, allowed: true, authorizer: decision.authorizer };
  }

  let closed: (() => void) | undefined;
  const listening = new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (m: FromSocketServer) => {
      switch (m.kind) {
        case 'listening':
          return resolve(m.port);
        case 'failed':
          return reject(Object.assign(new Error(m.message), { code: m.code }));
        case 'connect':
          return void connect(m).then(tell, (error: unknown) => {
            opts.onError?.('$connect', error);
            tell({ kind: 'decision', requestId: m.requestId, allowed: false, status: 500, reason: REASONS[500]! });
          });
        case 'message': {
          const event = buildSocketEvent({ routeKey: '$default', connection: m.connection, domainName, body: m.body, isBase64Encoded: m.isBase64Encoded });
          return void route('$default', event).catch((error) => opts.onError?.('$default', error));
        }
        case 'disconnect': {
          const event = buildSocketEvent({
            routeKey: '$disconnect',
            connection: m.connection,
            domainName,
            disconnect: { statusCode: m.statusCode, reason: m.reason },
          });
          return void route('$disconnect', event).catch((error) => opts.onError?.('$disconnect', error));
        }
        case 'closed':
          return closed?.();
      }
    });
  });
  let port: number;
  try {
    port = await listening;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  domainName = `${LOOPBACK}:${port}`;
  worker.on('error', (error) => opts.onError?.('socket server', error));

  return {
    wsUrl: `ws://${domainName}${SOCKET_PATH}`,
    endpoint: `http://${domainName}`,
    async close() {
      await new Promise<void>((resolve) => {
        closed = resolve;
        // A worker that already died has no sockets left to close.
        worker.once('exit', () => resolve());
        tell({ kind: 'close' });
      });
      // $disconnect handlers still write to the table, which must outlive them.
      await Promise.allSettled([...inFlight]);
      await worker.terminate();
    },
  };
}
