import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown; data?: T };

/**
 * Loads once per change of `key` (a string naming what is loaded) and on `reload()`. An answer that
 * arrives after the key moved on is dropped, so a slow answer never overwrites a newer screen.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> & { reload: () => Promise<void>; set: (data: T) => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const loader = useRef(load);
  loader.current = load;
  const current = useRef(key);
  current.current = key;

  const run = useCallback(async () => {
    if (key === null) return;
    setState((s) => ({ status: 'loading', ...(s.data !== undefined ? { data: s.data } : {}) }));
    try {
      const data = await loader.current();
      if (current.current === key) setState({ status: 'ready', data });
    } catch (error) {
      if (current.current === key) setState((s) => ({ status: 'failed', error, ...(s.data !== undefined ? { data: s.data } : {}) }));
    }
  }, [key]);

  useEffect(() => {
    setState({ status: 'loading' });
    void run();
  }, [run]);

  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload: run, set };
}
