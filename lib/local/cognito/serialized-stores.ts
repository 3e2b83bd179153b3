import type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore.js';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory.js';

/**
 * StormDB rewrites the whole JSON file on every change; two changes in flight at once (say, users seeded
 * in parallel) write the same file concurrently and can interleave. One write at a time per file.
 */
export function serializedStores(inner: DataStoreFactory): DataStoreFactory {
  return {
    async create(ctx, id, defaults) {
      const store = await inner.create(ctx, id, defaults);
      let tail: Promise<unknown> = Promise.resolve();
      const inTurn = <T>(write: () => Promise<T>): Promise<T> => {
        const run = tail.then(write, write);
        tail = run.catch(() => undefined);
        return run;
      };
      const serialized: DataStore = {
        get: store.get.bind(store),
        getRoot: store.getRoot.bind(store),
        set: (c, key, value) => inTurn(() => store.set(c, key, value)),
        delete: (c, key) => inTurn(() => store.delete(c, key)),
      };
      return serialized;
    },
  };
}
