import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { lowerCaseHeaders, sendJson, sourceIp } from '#lib/local/gateway/http-utils';
import { keepIdleConnections } from '#lib/local/idle-connections';
import { createConnectionsApi } from './connections-api.ts';
import { ConnectionRegistry, newConnectionId, type SocketConnection } from './connections.ts';
import type { ConnectionInfo, FromSocketServer, SocketServerSetup, ToSocketServer } from './socket-server-protocol.ts';

/**
 * The WebSocket API's sockets and its `@connections` endpoint, in a worker thread of their own: a
 * fan-out posts once per member, and serving those posts on the thread that also runs the handlers
 * would make the last member wait for every frame before his. Routes still run on the main thread,
 * which this worker asks for each `$connect` decision and tells of every message and disconnect.
 */
const setup = workerData as SocketServerSetup;
const port = parentPort!;
const tell = (message: FromSocketServer) => port.postMessage(message);

const connections = new ConnectionRegistry();
const connectionsApi = createConnectionsApi(connections);
const wss = new WebSocketServer({ noServer: true, maxPayload: setup.maxPayload });
const pending = new Map<number, (decision: Extract<ToSocketServer, { kind: 'decision' }>) => void>();
let nextRequestId = 1;

function info(connection: SocketConnection): ConnectionInfo {
  const { socket: _socket, ...rest } = connection;
  return rest;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ message: reason });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

function wire(connection: SocketConnection): void {
  const { socket } = connection;
  connections.add(connection);
  socket.on('message', (data: RawData, isBinary: boolean) => {
    connection.lastActiveAt = Date.now();
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    tell({ kind: 'message', connection: info(connection), body: buffer.toString(isBinary ? 'base64' : 'utf8'), isBase64Encoded: isBinary });
  });
  socket.once('close', (code: number, reason: Buffer) => {
    connections.remove(connection.id);
    tell({ kind: 'disconnect', connection: info(connection), statusCode: code, reason: reason.toString() });
  });
}

async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sockets');
  if (url.pathname !== setup.path) {
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  const headers = lowerCaseHeaders(req);
  const now = Date.now();
  const identity = { id: newConnectionId(), connectedAt: now, lastActiveAt: now, sourceIp: sourceIp(req), userAgent: headers['user-agent'] ?? '' };
  const requestId = nextRequestId++;
  const decision = await new Promise<Extract<ToSocketServer, { kind: 'decision' }>>((resolve) => {
    pending.set(requestId, resolve);
    tell({ kind: 'connect', requestId, headers, query: Object.fromEntries(url.searchParams), connection: identity });
  });
  if (!decision.allowed) return refuse(socket, decision.status, decision.reason);
  wss.handleUpgrade(req, socket, head, (ws: WebSocket) => wire({ ...identity, authorizer: decision.authorizer, socket: ws }));
}

const server = keepIdleConnections(createServer((req, res) => {
  const match = /^\/@connections\/([^/]+)$/.exec(new URL(req.url ?? '/', 'http://sockets').pathname);
  if (!match) return sendJson(res, 404, { message: 'Not Found' });
  connectionsApi(req, res, match[1]!).catch(() => {
    if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
    else res.destroy();
  });
}));
server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(req, socket, head).catch(() => socket.destroy()));
server.on('clientError', (_err, socket) => socket.destroy());

async function close(): Promise<void> {
  const open = connections.all();
  const closed = open.map((c) => new Promise<void>((resolve) => c.socket.once('close', () => resolve())));
  for (const c of open) c.socket.close(1001, 'Going away');
  const timer = setTimeout(() => open.forEach((c) => c.socket.terminate()), 1000);
  await Promise.all(closed);
  clearTimeout(timer);
  await new Promise<void>((resolve) => wss.close(() => resolve()));
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  tell({ kind: 'closed' });
}

port.on('message', (message: ToSocketServer) => {
  if (message.kind === 'close') return void close();
  pending.get(message.requestId)?.(message);
  pending.delete(message.requestId);
});

server.listen(setup.port, setup.host, () => {
  const address = server.address();
  tell({ kind: 'listening', port: typeof address === 'object' && address ? address.port : setup.port });
});
server.once('error', (error: NodeJS.ErrnoException) => tell({ kind: 'failed', message: error.message, code: error.code }));
