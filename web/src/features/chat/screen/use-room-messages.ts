import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '#shared/chat/types';
import { chatApi } from '#web/features/chat/chat-api.ts';
import { chatSocket } from '#web/features/chat/live/chat-socket.ts';
import { chatStore } from '#web/features/chat/live/chat-store.ts';

/** Adds messages by id, oldest first; an id already present (the sender's own echo) is kept once. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The open room's messages: the newest page on open, older pages on demand, live additions, likes and
 * deletions, and after a reconnect everything after the last message seen. Reading the room marks it
 * read, and so does every message that arrives while it is open.
 */
export function useRoomMessages(roomId: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef<ChatMessage[]>([]);
  latest.current = messages;

  const markRead = useCallback(() => {
    chatApi.markRead(roomId).then((r) => chatStore.markedRead(roomId, r.lastRead), () => undefined);
  }, [roomId]);

  const catchUp = useCallback(async () => {
    let after = latest.current.at(-1)?.id;
    for (let page = 0; page < 20; page++) {
      const answer = await chatApi.messages(roomId, after ? { after } : {});
      setMessages((m) => merge(m, answer.messages));
      after = answer.messages.at(-1)?.id ?? after;
      if (!answer.hasMore || !after) break;
    }
  }, [roomId]);

  useEffect(() => {
    let live = true;
    chatApi.messages(roomId).then(
      (page) => {
        if (!live) return;
        setMessages(merge([], page.messages));
        setHasOlder(page.hasMore);
        setLoading(false);
      },
      () => live && (setFailed(true), setLoading(false)),
    );
    markRead();
    const stop = chatSocket.listen((event) => {
      if (event.type === 'connected' && event.reconnect) void catchUp().catch(() => undefined);
      if (!('roomId' in event) || event.roomId !== roomId) return;
      if (event.type === 'message') {
        setMessages((m) => merge(m, [event.message]));
        markRead();
      } else if (event.type === 'messageLiked') {
        setMessages((m) => m.map((x) => (x.id === event.messageId ? { ...x, likes: event.likes } : x)));
      } else if (event.type === 'messageDeleted') {
        setMessages((m) => m.filter((x) => x.id !== event.messageId));
      }
    });
    return () => {
      live = false;
      stop();
    };
  }, [roomId, markRead, catchUp]);

  const loadOlder = useCallback(async () => {
    const before = latest.current[0]?.id;
    const page = await chatApi.messages(roomId, before ? { before } : {});
    setMessages((m) => merge(m, page.messages));
    setHasOlder(page.hasMore);
  }, [roomId]);

  const added = useCallback((m: ChatMessage) => setMessages((all) => merge(all, [m])), []);
  const removed = useCallback((id: string) => setMessages((all) => all.filter((x) => x.id !== id)), []);
  const liked = useCallback((id: string, likes: string[]) => setMessages((all) => all.map((x) => (x.id === id ? { ...x, likes } : x))), []);

  return { messages, hasOlder, loading, failed, loadOlder, added, removed, liked };
}
