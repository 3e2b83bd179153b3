import WebSocket from 'ws';
import type { AnswerLog } from './answers.ts';
import { RETRY } from './client.ts';
import { SoakStepError } from './step-error.ts';

/** Bigger than any event lambdas/realtime sends; a larger frame is not ours. */
const MAX_FRAME_BYTES = 256 * 1024;

/**
 * The web's live connection (`wsUrl?token=<id token>`): keeps every event it is pushed, for the checks to
 * count (each chat message announced once). A refused upgrade (429 or 503) is tried again as the web does.
 */
export class LiveSocket {
  readonly events: any[] = [];
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      try {
        this.events.push(JSON.parse(String(data)));
      } catch {
        this.events.push({ type: 'unreadable' });
      }
    });
  }

  static async open(wsUrl: string, idToken: string, log: AnswerLog): Promise<LiveSocket> {
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      const outcome = await new Promise<{ socket?: WebSocket; status: number }>((resolve) => {
        const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(idToken)}`, { handshakeTimeout: 15_000, maxPayload: MAX_FRAME_BYTES });
        socket.once('open', () => resolve({ socket, status: 101 }));
        socket.once('unexpected-response', (_req, res) => {
          resolve({ status: res.statusCode ?? 0 });
          socket.terminate();
        });
        socket.once('error', () => resolve({ status: 0 }));
      });
      log.add({ route: 'WS $connect', status: outcome.status, ms: performance.now() - started, attempt, write: false });
      if (outcome.socket) return new LiveSocket(outcome.socket);
      if (![0, 429, 503].includes(outcome.status) || attempt >= RETRY.attempts) throw new SoakStepError(`the WebSocket API refused the connection (${outcome.status})`);
      await new Promise((r) => setTimeout(r, RETRY.firstBackoffMs * 2 ** (attempt - 1)));
    }
  }

  /** The first event `test` accepts, waiting up to `timeoutMs`. */
  async next(test: (event: any) => boolean, timeoutMs: number, what: string): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new SoakStepError(`${what} did not arrive on the WebSocket within ${Math.round(timeoutMs / 1000)} s`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  count(test: (event: any) => boolean): number {
    return this.events.filter(test).length;
  }

  close(): void {
    this.socket.close(1000);
  }
}
