import { lazy, Suspense } from 'react';

// The chat screens are their own chunk: the shell only carries the badge and the live connection.
const ChatScreen = lazy(() => import('./screen/ChatScreen.tsx').then((m) => ({ default: m.ChatScreen })));

/** The full-screen chat dialog titled "{company} Chat" (§2.4). */
export function ChatDialog({ companyName, onClose }: { companyName: string | undefined; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <ChatScreen companyName={companyName} onClose={onClose} />
    </Suspense>
  );
}
