import WebSocket from 'ws';
import { cloud } from '../../support/cloud-context.ts';
import { api, idTokenFor } from '../../support/tokens.ts';

/** A real WebSocket client of the local gateway that keeps every event it receives. */
export class LiveClient {
  readonly events: any[] = [];
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.events.push(JSON.parse(String(data))));
  }

  static async open(email: string): Promise<LiveClient> {
    const socket = new WebSocket(`${cloud().wsUrl}?token=${await idTokenFor(email)}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new LiveClient(socket);
  }

  /** The first event matching `test`, waiting up to `timeoutMs` for it. */
  async next(test: (event: any) => boolean, timeoutMs = 2_000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events.map((e) => e.type))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  count(test: (event: any) => boolean): number {
    return this.events.filter(test).length;
  }

  close(): void {
    this.socket.close();
  }
}

const ids = new Map<string, string>();

/** The demo user's id (his token's `sub`), as the chat stores members. */
export async function uidOf(email: string): Promise<string> {
  if (!ids.has(email)) ids.set(email, (await api('GET', '/me', { as: email })).body.user.uid);
  return ids.get(email)!;
}

let rooms = 0;

/** A fresh room owned by `owner` with the given members (new every call: a named room is never reused). */
export async function roomWith(owner: string, members: string[], options: Record<string, unknown> = {}): Promise<any> {
  const answer = await api('POST', '/chat/rooms', {
    as: owner,
    body: { name: `Test room ${++rooms}`, members: await Promise.all(members.map(uidOf)), ...options },
  });
  if (answer.status >= 300) throw new Error(`room not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.room;
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
