import type { SocketConnection } from './connections.ts';

/** A connection as the route handlers see it: everything but the socket, which stays in the socket server. */
export type ConnectionInfo = Omit<SocketConnection, 'socket'>;

/** What the socket server (a worker thread owning every socket) tells the gateway that runs the routes. */
export type FromSocketServer =
  | { kind: 'listening'; port: number }
  | { kind: 'failed'; message: string; code: string | undefined }
  | {
      kind: 'connect';
      requestId: number;
      headers: Record<string, string>;
      query: Record<string, string>;
      connection: Omit<ConnectionInfo, 'authorizer'>;
    }
  | { kind: 'message'; connection: ConnectionInfo; body: string; isBase64Encoded: boolean }
  | { kind: 'disconnect'; connection: ConnectionInfo; statusCode: number; reason: string }
  | { kind: 'closed' };

/** The gateway's answers: whether `$connect` let an upgrade through, and when to shut down. */
export type ToSocketServer =
  | { kind: 'decision'; requestId: number; allowed: true; authorizer: ConnectionInfo['authorizer'] }
  | { kind: 'decision'; requestId: number; allowed: false; status: number; reason: string }
  | { kind: 'close' };

export interface SocketServerSetup {
  host: string;
  port: number;
  path: string;
  maxPayload: number;
}
