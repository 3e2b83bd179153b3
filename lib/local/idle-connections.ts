import type { Server } from 'node:http';

/**
 * How long a local server keeps an idle keep-alive connection: a minute, where Node's default is 5 s.
 * The AWS SDK keeps idle sockets and reuses them; on a busy machine it picks one the server is already
 * closing and the request fails with ECONNRESET ("socket hang up"). Each reset costs 10 of an SDK
 * client's 500 retry tokens: ~50 resets of the local S3 during the demo seeding on a loaded 2-core
 * machine left none, and the next reset failed the cloud's start on its first attempt.
 */
export const IDLE_CONNECTION_MS = 60_000;

/** Keeps `server`'s idle connections open for `IDLE_CONNECTION_MS` (headers must then arrive within it too). */
export function keepIdleConnections<T extends Server>(server: T): T {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}
