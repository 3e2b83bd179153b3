import { useEffect, useRef } from 'react';

/** Calls `tick` every `ms` while `active`; a tick that is still running is not started again. */
export function usePoll(active: boolean, ms: number, tick: () => Promise<void>): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return undefined;
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      void latest.current().finally(() => {
        busy = false;
      });
    }, ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}
