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
  /** Times the server dropped the connection (an injected GoneException closes it first); each one reconnected. */
  drops = 0;
  private closing = false;
  private socket!: WebSocket;

  private constructor(private readonly wsUrl: string, private readonly idToken: string, private readonly log: AnswerLog) {}

  static async open(wsUrl: string, idToken: string, log: AnswerLog): Promise<LiveSocket> {
    const live = new LiveSocket(wsUrl, idToken, log);
    live.attach(await LiveSocket.connect(wsUrl, idToken, log));
    return live;
  }

  private attach(socket: WebSocket): void {
    this.socket = socket;
    socket.on('message', (data) => {
      try {
        this.events.push(JSON.parse(String(data)));
      } catch {
        this.events.push({ type: 'unreadable' });
      }
    });
    // The web reconnects a dropped connection and reads what it missed; the soak reconnects and its checks allow for the gap.
    socket.once('close', () => {
      if (this.closing) return;
      this.drops++;
      LiveSocket.connect(this.wsUrl, this.idToken, this.log).then((again) => (this.closing ? again.close(1000) : this.attach(again)), () => undefined);
    });
  }

  private static async connect(wsUrl: string, idToken: string, log: AnswerLog): Promise<WebSocket> {
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
      if (outcome.socket) return outcome.socket;
      if (![0, 429, 503].includes(outcome.status) || attempt >= RETRY.attempts) throw new SoakStepError(`the WebSocket API refused the connection (${outcome.status})`);
      await new Promise((r) => setTimeout(r, RETRY.firstBackoffMs * 2 ** (attempt - 1)));
    }
  }

  /** The first event `test` accepts, now. */
  find(test: (event: any) => boolean): any {
    return this.events.find(test);
  }

  count(test: (event: any) => boolean): number {
    return this.events.filter(test).length;
  }

  close(): void {
    this.closing = true;
    this.socket.close(1000);
  }
}
