import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '#web/auth/session-context.ts';
import { chatStore } from './live/chat-store.ts';

/**
 * Unread chat messages of the signed-in user across his rooms, kept live over the WebSocket API.
 * The layouts call it once, which also starts the chat connection for the session.
 */
export function useUnreadCount(): number {
  const { session } = useSession();
  const uid = session.status === 'signedIn' && session.me.user.companyId ? session.me.user.uid : null;
  useEffect(() => {
    if (!uid) return;
    chatStore.start(uid);
    // Leaving the signed-in layouts (sign-out) closes the connection; the next layout opens it again.
    return () => chatStore.stop();
  }, [uid]);
  return useSyncExternalStore(chatStore.subscribe, chatStore.unreadTotal);
}
