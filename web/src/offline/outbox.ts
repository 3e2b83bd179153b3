import { flushOutbox, type FlushReport } from './outbox-flush.ts';
import type { OutboxKind, OutboxRecord, OutboxSender } from './outbox-record.ts';
import { indexedDbOutbox, type OutboxStore } from './outbox-store.ts';

const LOCK = 'fast-dashboard-outbox';
const CHANNEL = 'fast-dashboard-outbox';

let store: OutboxStore = indexedDbOutbox();
let senders: Partial<Record<OutboxKind, OutboxSender>> = {};
let userId: string | undefined;
let lastOrder = 0;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', () => listeners.forEach((l) => l()));

function changed() {
  listeners.forEach((l) => l());
  channel?.postMessage('changed');
}

/** Told on every change of the outbox, in this tab or another. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function registerSenders(next: Partial<Record<OutboxKind, OutboxSender>>): void {
  senders = { ...senders, ...next };
}

/** Who is signed in: his records are sent with his token; another user's wait for him. */
export function setOutboxUser(next: string | undefined): void {
  userId = next;
}

export function outboxUser(): string | undefined {
  return userId;
}

/** For tests of the sync: another store (fake-indexeddb or a fresh database). */
export function setOutboxStore(next: OutboxStore): void {
  store = next;
}

export async function outboxRecords(): Promise<OutboxRecord[]> {
  const mine = userId;
  return mine ? (await store.all()).filter((r) => r.userId === mine) : [];
}

/** Increasing even within one millisecond, so two quick taps keep their order. */
function nextOrder(): number {
  lastOrder = Math.max(lastOrder + 1, Date.now() * 1000);
  return lastOrder;
}

/** Keeps one action on the phone (before anything is sent) and answers its record. */
export async function enqueue(kind: OutboxKind, payload: unknown, extra: { id?: string; createdAt?: string; blobs?: Record<string, Blob> } = {}): Promise<OutboxRecord> {
  if (!userId) throw new Error('The outbox is used before anyone signed in');
  const record: OutboxRecord = {
    id: extra.id ?? crypto.randomUUID(),
    order: nextOrder(),
    userId,
    kind,
    createdAt: extra.createdAt ?? new Date().toISOString(),
    payload,
    ...(extra.blobs && Object.keys(extra.blobs).length > 0 ? { blobs: extra.blobs } : {}),
    attempts: 0,
    state: 'waiting',
  };
  await store.put(record);
  changed();
  return record;
}

let running: Promise<FlushReport | undefined> | undefined;

async function underLock(wait: boolean, work: () => Promise<FlushReport>): Promise<FlushReport | undefined> {
  // One tab sends at a time: two tabs sending the same record would both wait on the server's answer.
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(LOCK, { ifAvailable: !wait }, async (lock) => (lock ? work() : undefined));
  }
  return work();
}

/**
 * Sends what is waiting, in order. `wait`: queue behind a flush already running (a tap that wants its
 * answer); otherwise a flush already running elsewhere is enough. Resolves undefined when nobody is signed in.
 */
export async function flushNow(opts: { wait?: boolean; ignoreBackoff?: boolean } = {}): Promise<FlushReport | undefined> {
  const mine = userId;
  if (!mine) return undefined;
  if (running && !opts.wait) return running;
  if (running && !(typeof navigator !== 'undefined' && navigator.locks)) await running.catch(() => undefined);
  const work = underLock(Boolean(opts.wait), async () => {
    try {
      return await flushOutbox({ store, senders: senders as Record<OutboxKind, OutboxSender>, userId: mine, now: Date.now, ignoreBackoff: opts.ignoreBackoff ?? false });
    } finally {
      changed();
    }
  });
  running = work;
  try {
    return await work;
  } finally {
    if (running === work) running = undefined;
  }
}

export type SendOutcome = { status: 'sent'; answer: unknown } | { status: 'refused'; error: Error } | { status: 'waiting' };

/**
 * An action the driver just did: kept first, then sent at once behind anything older. Sent: the server's
 * answer. Refused: the error, and the record is dropped (the screen shows it where he is). Otherwise it
 * waits on the phone and goes by itself when the connection is back.
 */
export async function sendOrKeep(kind: OutboxKind, payload: unknown, extra: Parameters<typeof enqueue>[2] = {}): Promise<SendOutcome> {
  const record = await enqueue(kind, payload, extra);
  const report = await flushNow({ wait: true, ignoreBackoff: true }).catch(() => undefined);
  if (report?.sent.has(record.id)) return { status: 'sent', answer: report.sent.get(record.id) };
  const refusal = report?.refused.get(record.id);
  if (refusal) {
    await dismiss(record.id);
    return { status: 'refused', error: refusal };
  }
  return { status: 'waiting' };
}

/** The driver read a refusal: it leaves the phone. */
export async function dismiss(id: string): Promise<void> {
  await store.remove(id);
  changed();
}
