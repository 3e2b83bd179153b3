/** Chat records as the spec names them (part 1 §3.3), in the shape the API answers with. */
export type MediaType = 'image' | 'video' | 'audio';

export interface LatestMessage {
  text: string;
  senderName: string;
  senderId: string;
  messageTime: string;
}

export interface ChatRoom {
  id: string;
  name: string;
  members: string[];
  ownerId: string;
  highAlert: boolean;
  /** "Disable Chat Reply": only the owner may post. */
  isPrivate: boolean;
  disableAdminBroadcast: boolean;
  createdAt: string;
  latestMessage?: LatestMessage | null;
  /** ISO time each member last opened the room (the API fills the caller's entry). */
  lastRead: Record<string, string>;
  unreadCount: Record<string, number>;
  version: number;
}

export interface ChatMessage {
  id: string;
  roomId: string;
  text: string;
  senderId: string;
  senderName: string;
  mediaUrl?: string | null;
  mediaType?: MediaType | null;
  attachmentStoragePath?: string | null;
  messageTime: string;
  likes: string[];
  companyName: string;
  companyId: string;
  isBroadcast: boolean;
  /** Set on the message copy of a broadcast: the scheduled message it was posted from. */
  scheduledId?: string | null;
}

export interface ScheduledMessage {
  id: string;
  roomId: string;
  text: string;
  messageTime: string;
  scheduledFor: string;
  scheduledDay: string;
  scheduledTime: string;
  responseRequired: boolean;
  highAlert: boolean;
  sent: boolean;
  sentAt?: string | null;
  isBroadcast: boolean;
  senderId: string;
  senderName: string;
  roomMembers: string[];
  likes: string[];
  mediaUrl?: string | null;
  mediaType?: MediaType | null;
  attachmentStoragePath?: string | null;
  /** Optimistic lock of unsent edits. */
  version: number;
}

/** Company user directory entry (§3.1); securityRole 8 and above are drivers. */
export interface DirectoryEntry {
  uid: string;
  name: string;
  Domicile: string;
  role: string;
  securityRole: number;
}

export type ChatStatus = 'available' | 'away' | 'invisible';

export interface ChatProfile {
  displayName: string;
  chatStatus: ChatStatus;
  phoneNumber: string;
  photoURL: string | null;
  email: string;
}
