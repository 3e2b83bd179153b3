import { useCallback, useEffect, useState } from 'react';
import { dismiss as dismissRecord, flushNow, outboxRecords, subscribeOutbox } from './outbox.ts';
import type { OutboxRecord } from './outbox-record.ts';

export interface OutboxView {
  waiting: OutboxRecord[];
  refused: OutboxRecord[];
  /** Sends what waits now, whatever its backoff. */
  retry: () => void;
  dismiss: (id: string) => void;
}

/** The signed-in user's kept actions, read again on every change in this tab or another. */
export function useOutbox(): OutboxView {
  const [records, setRecords] = useState<OutboxRecord[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => void outboxRecords().then((next) => live && setRecords(next), () => undefined);
    read();
    const stop = subscribeOutbox(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  const retry = useCallback(() => void flushNow({ ignoreBackoff: true }), []);
  const dismiss = useCallback((id: string) => void dismissRecord(id), []);
  return { waiting: records.filter((r) => r.state === 'waiting'), refused: records.filter((r) => r.state === 'refused'), retry, dismiss };
}
