import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flushNow, registerSenders, setOutboxUser } from './outbox.ts';
import { outboxSenders } from './senders.ts';

registerSenders(outboxSenders);

/**
 * Sends the signed-in user's kept actions by themselves: at once (the phone may have restarted with some
 * waiting), when the connection comes back, when the app is shown again, and after each backoff. What
 * was sent changes what the server answers, so the cached reads are refreshed.
 */
export function useOutboxSync(userId: string): void {
  const client = useQueryClient();
  // Set during render: a screen's first tap may come before this layout's effects have run.
  setOutboxUser(userId);
  useEffect(() => {
    setOutboxUser(userId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const flush = async (ignoreBackoff: boolean) => {
      clearTimeout(timer);
      const report = await flushNow({ ignoreBackoff }).catch(() => undefined);
      if (stopped || !report) return;
      if (report.sent.size > 0 || report.refused.size > 0) void client.invalidateQueries();
      if (report.blocked) timer = setTimeout(() => void flush(false), Math.max(1000, report.blocked.until - Date.now()));
    };
    const onOnline = () => void flush(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flush(false);
    };
    void flush(false);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      setOutboxUser(undefined);
    };
  }, [client, userId]);
}
