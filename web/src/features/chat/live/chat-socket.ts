import { fetchAuthSession } from 'aws-amplify/auth';
import type { ChatMessage, ChatRoom, LatestMessage, ScheduledMessage } from '#shared/chat/types';
import { runtimeConfig } from '#web/config/runtime-config.ts';

/** What the server pushes (lambdas/chat/messages/fan-out.ts), plus `connected` when a socket (re)opens. */
export type LiveEvent =
  | { type: 'connected'; reconnect: boolean }
  | { type: 'message'; roomId: string; message: ChatMessage; latestMessage: LatestMessage }
  | { type: 'unread'; roomId: string; messageId: string; unreadCount: number }
  | { type: 'messageLiked'; roomId: string; messageId: string; likes: string[] }
  | { type: 'messageDeleted'; roomId: string; messageId: string; latestMessage: LatestMessage | null }
  | { type: 'room'; room: ChatRoom }
  | { type: 'roomRemoved'; roomId: string }
  | { type: 'read'; roomId: string; lastRead: string }
  | { type: 'scheduled'; roomId: string; scheduled: ScheduledMessage };

/** API Gateway closes a WebSocket idle for 10 minutes; phones also drop quiet sockets sooner. */
const HEARTBEAT_MS = 4 * 60_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * One WebSocket per tab, authenticated with the id token, reopened with backoff whenever it closes.
 * Listeners hear `connected` with `reconnect: true` after a drop: that is their cue to catch up.
 */
class ChatSocket {
  private socket: WebSocket | undefined;
  private readonly listeners = new Set<(event: LiveEvent) => void>();
  private running = false;
  private attempt = 0;
  private everConnected = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  listen(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.everConnected = false;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    this.socket?.close(1000);
    this.socket = undefined;
  }

  private emit(event: LiveEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private scheduleRetry(): void {
    if (!this.running) return;
    const wait = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempt) * (0.75 + Math.random() / 2);
    this.attempt += 1;
    this.retry = setTimeout(() => void this.connect(), wait);
  }

  private async connect(): Promise<void> {
    let token: string | undefined;
    try {
      token = (await fetchAuthSession()).tokens?.idToken?.toString();
    } catch {
      token = undefined;
    }
    const url = runtimeConfig().wsUrl;
    if (!this.running) return;
    if (!token || !url) return this.scheduleRetry();
    const socket = new WebSocket(`${url}?token=${encodeURIComponent(token)}`);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      const reconnect = this.everConnected;
      this.everConnected = true;
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ action: 'ping' })), HEARTBEAT_MS);
      this.emit({ type: 'connected', reconnect });
    };
    socket.onmessage = (message) => {
      try {
        const event = JSON.parse(String(message.data)) as { type: string };
        if (event.type !== 'pong' && event.type !== 'error') this.emit(event as LiveEvent);
      } catch {
        // Not ours to read; the server only sends JSON.
      }
    };
    socket.onclose = () => {
      clearInterval(this.heartbeat);
      if (this.socket === socket) this.socket = undefined;
      this.scheduleRetry();
    };
  }
}

export const chatSocket = new ChatSocket();
