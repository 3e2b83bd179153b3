import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs one request with its own memo, so a record the middleware checked is not read again by the handler. */
export function withRequestMemo<T>(fn: () => Promise<T>): Promise<T> {
  return scope.run(new Map(), fn);
}

/** The value of `load` for `key`, read once per request (and every time outside a request). */
export function memoised<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return load();
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    memo.set(key, value);
  }
  return value;
}
