import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { keepIdleConnections } from '#lib/local/idle-connections';
import { LOOPBACK } from '#lib/local/ports';
import { sendJson } from './http-utils.ts';

/** What the one port serves; each part is attached once the service behind it is up. */
export interface GatewayParts {
  api?: (req: IncomingMessage, res: ServerResponse, path: string, rawQueryString: string) => Promise<void>;
  sfn?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  scheduler?: (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) => Promise<void>;
  runtimeConfig?: () => unknown;
  site?: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;
  /** The telematics provider simulator's "report now" (local only, like the other `/_` endpoints). */
  feedTick?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The KMS stand-in (JSON protocol, one endpoint like Step Functions'). */
  kms?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The outside systems' simulators: `/_sim/<system>/<subPath>`. */
  simulators?: (req: IncomingMessage, res: ServerResponse, system: string, subPath: string, query: URLSearchParams) => Promise<void>;
  /** The fault injector's settings and counts (lib/local/faults/fault-injector.ts). */
  faults?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

export const API_PREFIX = '/api';
export const SFN_PATH = '/_sfn';
export const SCHEDULER_PATH = '/_scheduler';
export const FEED_TICK_PATH = '/_telematics/tick';
export const KMS_PATH = '/_kms';
export const SIMULATOR_PATH = '/_sim';
export const FAULTS_PATH = '/_faults';

export interface HttpGateway {
  server: Server;
  port: number;
  baseUrl: string;
  parts: GatewayParts;
  close(): Promise<void>;
}

function notReady(res: ServerResponse): void {
  sendJson(res, 503, { message: 'Service Unavailable' });
}

/**
 * One loopback port for what a browser or a handler reaches over HTTP: the API under /api, the
 * Step Functions and Scheduler endpoints, /config.json and the SPA (the WebSocket API has a port of
 * its own, served by a worker thread). It listens first so that every other piece can be told the final URLs.
 */
export async function startHttpGateway(port: number): Promise<HttpGateway> {
  const parts: GatewayParts = {};

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const path = url.pathname;
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
      if (!parts.api) return notReady(res);
      return parts.api(req, res, path.slice(API_PREFIX.length) || '/', url.search.slice(1));
    }
    if (path === SFN_PATH || path === `${SFN_PATH}/`) return parts.sfn ? parts.sfn(req, res) : notReady(res);
    if (path.startsWith(`${SCHEDULER_PATH}/`)) {
      return parts.scheduler ? parts.scheduler(req, res, path.slice(SCHEDULER_PATH.length), url.searchParams) : notReady(res);
    }
    if (path === FEED_TICK_PATH) return parts.feedTick ? parts.feedTick(req, res) : notReady(res);
    if (path === KMS_PATH || path === `${KMS_PATH}/`) return parts.kms ? parts.kms(req, res) : notReady(res);
    if (path.startsWith(`${SIMULATOR_PATH}/`)) {
      const [system = '', ...rest] = path.slice(SIMULATOR_PATH.length + 1).split('/');
      return parts.simulators ? parts.simulators(req, res, system, `/${rest.join('/')}`, url.searchParams) : notReady(res);
    }
    if (path === FAULTS_PATH) return parts.faults ? parts.faults(req, res) : notReady(res);
    if (path === '/config.json') {
      if (!parts.runtimeConfig) return notReady(res);
      return sendJson(res, 200, parts.runtimeConfig(), { 'cache-control': 'no-cache' });
    }
    return parts.site ? parts.site(req, res, path) : notReady(res);
  }

  const server = keepIdleConnections(createServer((req, res) => {
    dispatch(req, res).catch((error: unknown) => {
      console.error('[local-cloud] gateway error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.destroy();
    });
  }));
  server.on('clientError', (_err, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    port: boundPort,
    baseUrl: `http://${LOOPBACK}:${boundPort}`,
    parts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
