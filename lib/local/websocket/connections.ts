import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

export interface SocketConnection {
  id: string;
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  /** The REQUEST authorizer's context, handed to every route of the connection. */
  authorizer: Record<string, string | number>;
}

/** Shaped like API Gateway's connection ids (`L0SM9cOFvHcCIhw=`). */
export function newConnectionId(): string {
  return randomBytes(11).toString('base64').replace(/\+/g, 'A').replace(/\//g, 'B');
}

/** Open sockets by connection id: what the @connections API reads and writes. */
export class ConnectionRegistry {
  private readonly open = new Map<string, SocketConnection>();

  add(connection: SocketConnection): void {
    this.open.set(connection.id, connection);
  }

  get(id: string): SocketConnection | undefined {
    return this.open.get(id);
  }

  remove(id: string): void {
    this.open.delete(id);
  }

  all(): SocketConnection[] {
    return [...this.open.values()];
  }
}
