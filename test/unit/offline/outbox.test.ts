import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#web/api/client.ts';
import { flushOutbox, retryDelayMs } from '#web/offline/outbox-flush.ts';
import type { OutboxKind, OutboxRecord, OutboxSender } from '#web/offline/outbox-record.ts';
import { indexedDbOutbox, type OutboxStore } from '#web/offline/outbox-store.ts';
import { registerSenders, sendOrKeep, setOutboxStore, setOutboxUser } from '#web/offline/outbox.ts';
import { waitingInRoom } from '#web/offline/actions/chat-send-action.ts';

const DRIVER = 'driver-uid';
const T0 = Date.parse('2026-11-27T06:02:00Z');

/** The server as the outbox meets it: what it took, by idempotency key, and how it answers next. */
function server() {
  const taken: string[] = [];
  let answer: 'ok' | 'offline' | 'down' | { refuse: number } = 'ok';
  const send: OutboxSender = async (record) => {
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (answer === 'down') throw new ApiError(503, 'Service Unavailable');
    if (typeof answer === 'object') throw new ApiError(answer.refuse, 'You are already clocked in.');
    if (!taken.includes(record.id)) taken.push(record.id);
    return { stored: record.id };
  };
  return { taken, send, answer: (next: typeof answer) => (answer = next) };
}

let store: OutboxStore;
let order = 0;

async function keep(kind: OutboxKind = 'punch', userId = DRIVER): Promise<OutboxRecord> {
  const record: OutboxRecord = { id: randomUUID(), order: ++order, userId, kind, createdAt: new Date(T0 + order * 1000).toISOString(), payload: { kind: 'in' }, attempts: 0, state: 'waiting' };
  await store.put(record);
  return record;
}

function sendersOf(send: OutboxSender): Record<OutboxKind, OutboxSender> {
  return { 'punch': send, 'form-submit': send, 'broadcast-ack': send, 'chat-message': send };
}

beforeEach(() => {
  store = indexedDbOutbox(`outbox-test-${randomUUID()}`);
});

describe('the phone outbox', () => {
  it('sends the kept actions in tap order, each once, and forgets them when the server has them', async () => {
    const api = server();
    const kept = [await keep(), await keep('form-submit'), await keep('broadcast-ack')];
    const report = await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0 });
    expect(api.taken).toEqual(kept.map((r) => r.id));
    expect([...report.sent.keys()]).toEqual(kept.map((r) => r.id));
    expect(await store.all()).toEqual([]);
    await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0 });
    expect(api.taken).toHaveLength(3);
  });

  it('keeps a chat message sent without signal as waiting in its own room, under the key the server dedupes on, until it is sent', async () => {
    const api = server();
    const message: OutboxRecord = { ...(await keep('chat-message')), payload: { roomId: 'room-1', text: 'Loaded, rolling' } };
    await store.put(message);
    await store.put({ ...(await keep('chat-message')), payload: { roomId: 'room-2', text: 'Other room' } });
    api.answer('offline');
    await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0 });
    expect(waitingInRoom(await store.all(), 'room-1')).toEqual([{ id: message.id, text: 'Loaded, rolling' }]);
    api.answer('ok');
    await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0, ignoreBackoff: true });
    expect(api.taken[0]).toBe(message.id);
    expect(waitingInRoom(await store.all(), 'room-1')).toEqual([]);
  });

  it('without signal keeps everything in order, backs off, and sends the same actions (same keys) once the connection is back', async () => {
    const api = server();
    const kept = [await keep(), await keep()];
    api.answer('offline');
    const first = await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0 });
    expect(first.blocked).toMatchObject({ id: kept[0]!.id, until: T0 + retryDelayMs(1) });
    expect((await store.all()).map((r) => [r.id, r.state, r.attempts])).toEqual([[kept[0]!.id, 'waiting', 1], [kept[1]!.id, 'waiting', 0]]);

    api.answer('ok');
    // Before the backoff is over nothing is sent, not even the later action: the order holds.
    const early = await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0 + retryDelayMs(1) - 1 });
    expect(early.sent.size).toBe(0);
    expect(api.taken).toEqual([]);
    await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0 + retryDelayMs(1) });
    expect(api.taken).toEqual(kept.map((r) => r.id));
  });

  it('retries a 5xx, a 401 and a 429 with a growing wait, never gives them up as refused', async () => {
    const api = server();
    const kept = await keep();
    api.answer('down');
    await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0 });
    api.answer({ refuse: 401 });
    await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0, ignoreBackoff: true });
    api.answer({ refuse: 429 });
    const third = await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0, ignoreBackoff: true });
    expect(third.blocked?.until).toBe(T0 + retryDelayMs(3));
    expect(retryDelayMs(3)).toBeGreaterThan(retryDelayMs(2));
    expect(await store.get(kept.id)).toMatchObject({ state: 'waiting', attempts: 3 });
  });

  it("keeps a refused action (4xx) with the server's message for the driver, not retried, and sends the next one", async () => {
    const api = server();
    const refused = await keep();
    const next = await keep('form-submit');
    const send: OutboxSender = (record, progress) => (record.id === refused.id ? Promise.reject(new ApiError(409, 'You are already clocked in.')) : api.send(record, progress));
    const report = await flushOutbox({ store, senders: sendersOf(send), userId: DRIVER, now: () => T0 });
    expect(report.refused.get(refused.id)?.message).toBe('You are already clocked in.');
    expect(api.taken).toEqual([next.id]);
    expect(await store.all()).toEqual([expect.objectContaining({ id: refused.id, state: 'refused', lastError: 'You are already clocked in.' })]);
    const again = await flushOutbox({ store, senders: sendersOf(send), userId: DRIVER, now: () => T0 + 3_600_000, ignoreBackoff: true });
    expect(again.refused.size + again.sent.size).toBe(0);
  });

  it('does not repeat a finished step of a composite action (a photo uploaded before the connection dropped)', async () => {
    const uploads: string[] = [];
    let online = true;
    const kept = await keep('form-submit');
    const send: OutboxSender = async (record, progress) => {
      if (!record.progress?.['local:photo']) {
        uploads.push('photo');
        await progress({ 'local:photo': 'uploads/photo-1.jpg' });
      }
      if (!online) throw new TypeError('Failed to fetch');
      return record.progress;
    };
    online = false;
    await flushOutbox({ store, senders: sendersOf(send), userId: DRIVER, now: () => T0 });
    expect(await store.get(kept.id)).toMatchObject({ progress: { 'local:photo': 'uploads/photo-1.jpg' }, attempts: 1 });
    online = true;
    const report = await flushOutbox({ store, senders: sendersOf(send), userId: DRIVER, now: () => T0, ignoreBackoff: true });
    expect(uploads).toEqual(['photo']);
    expect(report.sent.get(kept.id)).toEqual({ 'local:photo': 'uploads/photo-1.jpg' });
  });

  it("never sends another user's actions with the signed-in user's token", async () => {
    const api = server();
    const theirs = await keep('punch', 'other-driver');
    const mine = await keep();
    await flushOutbox({ store, senders: sendersOf(api.send), userId: DRIVER, now: () => T0 });
    expect(api.taken).toEqual([mine.id]);
    expect((await store.all()).map((r) => r.id)).toEqual([theirs.id]);
  });

  it('a tap answers at once when the server takes it, drops a refusal for the screen to show, and keeps it without signal', async () => {
    const api = server();
    setOutboxStore(store);
    setOutboxUser(DRIVER);
    registerSenders(sendersOf(api.send));
    expect(await sendOrKeep('punch', { kind: 'in' })).toMatchObject({ status: 'sent' });
    api.answer({ refuse: 409 });
    const refused = await sendOrKeep('punch', { kind: 'in' });
    expect(refused).toMatchObject({ status: 'refused', error: { status: 409 } });
    api.answer('offline');
    expect(await sendOrKeep('punch', { kind: 'out' }, { createdAt: '2026-11-27T06:02:00.000Z' })).toEqual({ status: 'waiting' });
    expect((await store.all()).map((r) => [r.state, r.createdAt])).toEqual([['waiting', '2026-11-27T06:02:00.000Z']]);
    setOutboxUser(undefined);
  });
});
