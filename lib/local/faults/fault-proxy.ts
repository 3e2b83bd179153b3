import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnections } from '#lib/local/idle-connections';
import { LOOPBACK } from '#lib/local/ports';
import type { WireAnswer } from './aws-wire.ts';

export interface FaultProxy {
  /** What clients are given instead of the service's own endpoint. */
  endpoint: string;
  stop(): Promise<void>;
}

export interface FaultProxyOptions {
  /** The service's own endpoint, http://127.0.0.1:<port>. */
  upstream: string;
  /**
   * `buffered`: the body is read first (small JSON calls; `decide` sees it, and a reused connection the service
   * closed meanwhile is retried once on a new one). `streaming`: passed through as it comes (S3 objects).
   */
  mode: 'buffered' | 'streaming';
  /** The fault this request gets instead of reaching the service, or undefined to let it through. */
  decide(req: IncomingMessage, body: Buffer | undefined): WireAnswer | undefined | Promise<WireAnswer | undefined>;
}

function send(res: ServerResponse, answer: WireAnswer): void {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/**
 * A loopback proxy in front of one local service: every request goes through unchanged (headers, Host
 * included, so signatures still match), except those `decide` answers with a fault of its own.
 */
export async function startFaultProxy(opts: FaultProxyOptions): Promise<FaultProxy> {
  const upstream = new URL(opts.upstream);
  const agent = opts.mode === 'buffered' ? new Agent({ keepAlive: true }) : undefined;

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer | undefined, retried = false): void => {
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent: agent ?? false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (body && !retried && out.reusedSocket && !res.headersSent) return forward(req, res, body, true);
      if (res.headersSent) res.destroy();
      else send(res, { status: 502, headers: { 'content-type': 'text/plain' }, body: 'The local service is unreachable' });
    });
    if (body) out.end(body);
    else req.pipe(out);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let body: Buffer | undefined;
    if (opts.mode === 'buffered') {
      const chunks: Buffer[] = [];
      for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
      body = Buffer.concat(chunks);
    }
    const fault = await opts.decide(req, body);
    if (!fault) return forward(req, res, body);
    if (!body) req.resume();
    send(res, fault);
  };

  const server: Server = keepIdleConnections(createServer((req, res) => {
    handle(req, res).catch(() => (res.headersSent ? res.destroy() : send(res, { status: 502, headers: {}, body: '' })));
  }));
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  return {
    endpoint: `http://${LOOPBACK}:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent?.destroy();
      }),
  };
}
