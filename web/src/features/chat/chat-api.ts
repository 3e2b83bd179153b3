import type { ChatMessage, ChatProfile, ChatRoom, DirectoryEntry, ScheduledMessage } from '#shared/chat/types';
import { apiRequest } from '#web/api/client.ts';

export interface RoomMember extends Omit<DirectoryEntry, 'securityRole'> {
  securityRole: number | null;
  chatStatus: string;
  photoURL: string | null;
  isOwner: boolean;
}

export interface PendingBroadcast { roomName: string; message: ChatMessage }
export interface EditableProfile extends ChatProfile { photoPath: string | null; version: number }
export interface RoomOptions { name?: string; members?: string[]; isPrivate?: boolean; disableAdminBroadcast?: boolean; highAlert?: boolean }
export interface BroadcastInput {
  text: string;
  scheduledDay: string;
  scheduledTime: string;
  scheduledFor?: string;
  highAlert: boolean;
  attachmentStoragePath?: string;
  mediaType?: 'image' | 'video' | 'audio';
}

const room = (id: string) => `/chat/rooms/${encodeURIComponent(id)}`;

/** The chat's calls to the HTTP API (lambdas/chat/routes.ts). */
export const chatApi = {
  rooms: () => apiRequest<{ rooms: ChatRoom[] }>('GET', '/chat/rooms'),
  room: (id: string) => apiRequest<{ room: ChatRoom }>('GET', room(id)),
  createRoom: (body: RoomOptions & { members: string[] }) => apiRequest<{ room: ChatRoom; reused: boolean }>('POST', '/chat/rooms', body),
  updateRoom: (id: string, body: RoomOptions & { version: number }) => apiRequest<{ room: ChatRoom }>('PATCH', room(id), body),
  deleteRoom: (id: string) => apiRequest<void>('DELETE', room(id)),
  markRead: (id: string) => apiRequest<{ roomId: string; lastRead: string }>('POST', `${room(id)}/read`),
  members: (id: string) => apiRequest<{ members: RoomMember[] }>('GET', `${room(id)}/members`),
  messages: (id: string, page: { before?: string; after?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(page).filter(([, v]) => v) as [string, string][]).toString();
    return apiRequest<{ messages: ChatMessage[]; hasMore: boolean }>('GET', `${room(id)}/messages${query ? `?${query}` : ''}`);
  },
  send: (id: string, body: { text?: string; attachmentStoragePath?: string; mediaType?: string; clientMessageId?: string }) =>
    apiRequest<{ message: ChatMessage }>('POST', `${room(id)}/messages`, body),
  deleteMessage: (id: string, messageId: string) => apiRequest<void>('DELETE', `${room(id)}/messages/${messageId}`),
  like: (id: string, messageId: string, liked: boolean) =>
    apiRequest<{ likes: string[] }>(liked ? 'POST' : 'DELETE', `${room(id)}/messages/${messageId}/like`),
  acknowledge: (id: string, messageId: string) => apiRequest<{ likes: string[] }>('POST', `${room(id)}/messages/${messageId}/acknowledgement`),
  pendingAcknowledgements: () => apiRequest<{ broadcasts: PendingBroadcast[] }>('GET', '/chat/acknowledgements'),
  scheduled: (id: string) => apiRequest<{ scheduled: ScheduledMessage[] }>('GET', `${room(id)}/scheduled`),
  schedule: (id: string, body: BroadcastInput) => apiRequest<{ scheduled: ScheduledMessage }>('POST', `${room(id)}/scheduled`, body),
  updateScheduled: (id: string, scheduledId: string, body: BroadcastInput & { version: number }) =>
    apiRequest<{ scheduled: ScheduledMessage }>('PUT', `${room(id)}/scheduled/${scheduledId}`, body),
  deleteScheduled: (id: string, scheduledId: string) => apiRequest<void>('DELETE', `${room(id)}/scheduled/${scheduledId}`),
  directory: () => apiRequest<{ users: DirectoryEntry[] }>('GET', '/chat/directory'),
  profile: () => apiRequest<{ profile: EditableProfile & { photoURL: string | null } }>('GET', '/chat/profile'),
  saveProfile: (body: Omit<EditableProfile, 'photoURL'>) => apiRequest<{ profile: EditableProfile }>('PUT', '/chat/profile', body),
  outbox: () => apiRequest<{ mail: Array<Record<string, string>> }>('GET', '/chat/outbox'),
};
