import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/** A driver's screens open with no signal from what they last showed, up to a week old. */
export const CACHED_READS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

let store: UseStore | undefined;
const caches = () => (store ??= createStore('fast-dashboard-reads', 'caches'));

/** The read cache of one user, under his own key: on a shared phone nobody opens another's. */
export function cachedReadsOf(userId: string): Persister {
  return createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, caches()).then((v) => v ?? null),
      setItem: (key, value: string) => set(key, value, caches()),
      removeItem: (key) => del(key, caches()),
    },
    key: `reads.${userId}`,
    throttleTime: 500,
  });
}

/** On sign-out: no one's reads stay on the phone. */
export function forgetCachedReads(): Promise<void> {
  return clear(caches()).catch(() => undefined);
}
