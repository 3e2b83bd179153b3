import type { Position } from '#shared/timekeeping/api';
import { sendPunch } from '#web/api/timekeeping.ts';
import type { OutboxRecord } from '#web/offline/outbox-record.ts';

export interface PunchPayload {
  kind: 'in' | 'out';
  position?: Position;
}

/** A punch from the outbox: the record's id is its punchKey, its creation the tap; sentAt is now, each attempt. */
export function sendQueuedPunch(record: OutboxRecord): Promise<unknown> {
  const { kind, position } = record.payload as PunchPayload;
  return sendPunch({ kind, punchKey: record.id, tappedAt: record.createdAt, sentAt: new Date().toISOString(), ...(position ? { position } : {}) });
}
