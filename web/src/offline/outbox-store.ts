import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import type { OutboxRecord } from './outbox-record.ts';

/** Where the outbox lives: IndexedDB, so it survives a closed tab and a restarted phone. */
export interface OutboxStore {
  all(): Promise<OutboxRecord[]>;
  get(id: string): Promise<OutboxRecord | undefined>;
  put(record: OutboxRecord): Promise<void>;
  remove(id: string): Promise<void>;
}

export function indexedDbOutbox(dbName = 'fast-dashboard-outbox'): OutboxStore {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore(dbName, 'actions'));
  return {
    all: async () => (await values<OutboxRecord>(db())).sort((a, b) => a.order - b.order),
    get: (id) => get<OutboxRecord>(id, db()),
    put: (record) => set(record.id, record, db()),
    remove: (id) => del(id, db()),
  };
}
