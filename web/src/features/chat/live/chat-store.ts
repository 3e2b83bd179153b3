import type { ChatRoom } from '#shared/chat/types';
import { totalUnread } from '#shared/chat/unread';
import { sortRoomsByLatest } from '#shared/chat/room-order';
import { chatApi, type PendingBroadcast } from '#web/features/chat/chat-api.ts';
import { chatSocket, type LiveEvent } from './chat-socket.ts';

export interface ChatState {
  uid: string | null;
  rooms: ChatRoom[];
  roomsLoaded: boolean;
  /** Broadcasts waiting for the user's Acknowledge, oldest first. */
  pending: PendingBroadcast[];
  /** The room on screen: its new messages are read as they arrive. */
  openRoomId: string | null;
}

/**
 * The chat state every screen shares: the user's rooms with unread counts (the layouts' badge), the
 * acknowledgement queue, and the live connection feeding both. Lives outside React so the badge, the
 * chat dialog and the acknowledgement gate read one copy.
 */
class ChatStore {
  private state: ChatState = { uid: null, rooms: [], roomsLoaded: false, pending: [], openRoomId: null };
  private readonly subscribers = new Set<() => void>();
  private stopListening: (() => void) | undefined;

  subscribe = (fn: () => void): (() => void) => {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  };

  snapshot = (): ChatState => this.state;

  unreadTotal = (): number => (this.state.uid ? totalUnread(this.state.rooms, this.state.uid) : 0);

  start(uid: string): void {
    if (this.state.uid === uid) return;
    this.stop();
    this.set({ uid });
    this.stopListening = chatSocket.listen((event) => this.apply(event));
    chatSocket.start();
    void this.reload();
  }

  stop(): void {
    this.stopListening?.();
    chatSocket.stop();
    this.state = { uid: null, rooms: [], roomsLoaded: false, pending: [], openRoomId: null };
    this.notify();
  }

  async reload(): Promise<void> {
    const [rooms, pending] = await Promise.allSettled([chatApi.rooms(), chatApi.pendingAcknowledgements()]);
    if (rooms.status === 'fulfilled') this.set({ rooms: rooms.value.rooms, roomsLoaded: true });
    if (pending.status === 'fulfilled') this.set({ pending: pending.value.broadcasts });
  }

  setOpenRoom(roomId: string | null): void {
    this.set({ openRoomId: roomId });
  }

  upsertRoom(room: ChatRoom): void {
    const uid = this.state.uid ?? '';
    const known = this.state.rooms.find((r) => r.id === room.id);
    const merged: ChatRoom = known && !room.lastRead[uid] ? { ...room, lastRead: known.lastRead, unreadCount: known.unreadCount } : room;
    this.set({ rooms: sortRoomsByLatest([...this.state.rooms.filter((r) => r.id !== room.id), merged]) });
  }

  removeRoom(roomId: string): void {
    this.set({ rooms: this.state.rooms.filter((r) => r.id !== roomId) });
  }

  markedRead(roomId: string, lastRead: string): void {
    const uid = this.state.uid ?? '';
    this.patchRoom(roomId, (r) => ({ ...r, lastRead: { ...r.lastRead, [uid]: lastRead }, unreadCount: { ...r.unreadCount, [uid]: 0 } }));
  }

  acknowledged(messageId: string): void {
    this.set({ pending: this.state.pending.filter((p) => p.message.id !== messageId) });
  }

  private apply(event: LiveEvent): void {
    const uid = this.state.uid ?? '';
    switch (event.type) {
      case 'connected':
        if (event.reconnect) void this.reload();
        return;
      case 'message': {
        const room = this.state.rooms.find((r) => r.id === event.roomId);
        if (!room) return void this.reload();
        const mine = event.message.senderId === uid;
        const counts = !mine && this.state.openRoomId !== event.roomId;
        this.patchRoom(event.roomId, (r) => ({
          ...r,
          latestMessage: event.latestMessage,
          // Counted here at once; the server's own count follows in an 'unread' event.
          unreadCount: counts ? { ...r.unreadCount, [uid]: (r.unreadCount[uid] ?? 0) + 1 } : r.unreadCount,
        }));
        const waiting = this.state.pending.some((p) => p.message.id === event.message.id);
        if (event.message.isBroadcast && !mine && !event.message.likes.includes(uid) && !waiting) {
          this.set({ pending: [...this.state.pending, { roomName: room.name, message: event.message }] });
        }
        return;
      }
      case 'unread':
        // The open room is read as messages arrive; elsewhere the server's count holds across devices.
        if (this.state.openRoomId !== event.roomId) this.patchRoom(event.roomId, (r) => ({ ...r, unreadCount: { ...r.unreadCount, [uid]: event.unreadCount } }));
        return;
      case 'messageLiked':
        // Acknowledged on another device: this one stops asking.
        if (event.likes.includes(uid) && this.state.pending.some((p) => p.message.id === event.messageId)) this.set({ pending: this.state.pending.filter((p) => p.message.id !== event.messageId) });
        return;
      case 'messageDeleted':
        this.patchRoom(event.roomId, (r) => ({ ...r, latestMessage: event.latestMessage }));
        this.set({ pending: this.state.pending.filter((p) => p.message.id !== event.messageId) });
        return;
      case 'room':
        this.upsertRoom(event.room);
        return;
      case 'roomRemoved':
        this.removeRoom(event.roomId);
        return;
      case 'read':
        this.markedRead(event.roomId, event.lastRead);
        return;
      default:
    }
  }

  private patchRoom(roomId: string, change: (room: ChatRoom) => ChatRoom): void {
    this.set({ rooms: sortRoomsByLatest(this.state.rooms.map((r) => (r.id === roomId ? change(r) : r))) });
  }

  private set(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    this.notify();
  }

  private notify(): void {
    for (const fn of this.subscribers) fn();
  }
}

export const chatStore = new ChatStore();
