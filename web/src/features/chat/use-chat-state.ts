import { useSyncExternalStore } from 'react';
import { chatStore, type ChatState } from './live/chat-store.ts';

export function useChatState(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.snapshot);
}
