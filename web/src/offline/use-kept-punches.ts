import { useCallback } from 'react';
import type { Position } from '#shared/timekeeping/api';
import type { PunchPayload } from './actions/punch-action.ts';
import { sendOrKeep, type SendOutcome } from './outbox.ts';
import { useOutbox } from './use-outbox.ts';

export interface KeptPunch {
  id: string;
  kind: 'in' | 'out';
  /** The tap, as the phone's clock had it. */
  tappedAt: string;
}

/** The clock as the driver left it: the server's open shift, then his punches still waiting on the phone. */
export function clockAsTapped(serverOpenSince: string | null, kept: readonly KeptPunch[]): { openSince: string | null; waiting: boolean } {
  const last = kept.at(-1);
  if (!last) return { openSince: serverOpenSince, waiting: false };
  return { openSince: last.kind === 'in' ? last.tappedAt : null, waiting: true };
}

/**
 * The driver's punches through the phone's outbox: each kept with the time of its tap (before the
 * position lookup, which may take seconds) and sent at once, or by itself when there is signal.
 */
export function useKeptPunches() {
  const { waiting, retry } = useOutbox();
  const kept: KeptPunch[] = waiting
    .filter((r) => r.kind === 'punch')
    .map((r) => ({ id: r.id, kind: (r.payload as PunchPayload).kind, tappedAt: r.createdAt }));
  const punch = useCallback(async (kind: 'in' | 'out', where: () => Promise<Position | undefined>): Promise<SendOutcome> => {
    const createdAt = new Date().toISOString();
    const position = await where();
    const payload: PunchPayload = { kind, ...(position ? { position } : {}) };
    return sendOrKeep('punch', payload, { createdAt });
  }, []);
  return { kept, punch, sendNow: retry };
}
