import { lazy, Suspense } from 'react';
import { useChatState } from './use-chat-state.ts';

const AcknowledgementDialog = lazy(() => import('./screen/AcknowledgementDialog.tsx').then((m) => ({ default: m.AcknowledgementDialog })));

/**
 * Spec §4: unacknowledged broadcasts queue and block the user until he presses Acknowledge. Mounted by
 * both layouts; it costs nothing until a broadcast is waiting.
 */
export function AcknowledgementGate() {
  const { pending } = useChatState();
  const first = pending[0];
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <AcknowledgementDialog key={first.message.id} broadcast={first} waiting={pending.length} />
    </Suspense>
  );
}
