/**
 * Who may do what in a room (spec part 1 §5.2, §6). Used by the handlers to refuse and by the SPA
 * to show or hide controls, so the two never disagree.
 */
export interface RoomRules {
  ownerId: string;
  members: readonly string[];
  isPrivate?: boolean | null;
  disableAdminBroadcast?: boolean | null;
}

export const UNAUTHORIZED = 'Unauthorized access.';

/** Roles 7 and lower are admins, 8 and above drivers (§6). */
export const ADMIN_MAX_ROLE = 7;

function known(role: number | null | undefined): role is number {
  return typeof role === 'number' && Number.isFinite(role) && role >= 1;
}

export function isMember(room: RoomRules, userId: string): boolean {
  return room.members.includes(userId);
}

export function isOwner(room: RoomRules, userId: string): boolean {
  return room.ownerId === userId;
}

/** "Disable Chat Reply" (isPrivate): only the owner may post; otherwise every member may. */
export function canPost(room: RoomRules, userId: string): boolean {
  return isMember(room, userId) && (!room.isPrivate || isOwner(room, userId));
}

/** Rename, audience, options and deleting the room are the owner's. */
export function canManageRoom(room: RoomRules, userId: string): boolean {
  return isOwner(room, userId);
}

/**
 * Broadcasts need a role below 9. The owner may always schedule one; other admins (role 7 or lower,
 * driver managers included) only while the room has not disabled admin broadcasts.
 */
export function canBroadcast(room: RoomRules, user: { userId: string; role: number | null | undefined }): boolean {
  if (!known(user.role) || user.role >= 9 || !isMember(room, user.userId)) return false;
  if (isOwner(room, user.userId)) return true;
  return user.role <= ADMIN_MAX_ROLE && !room.disableAdminBroadcast;
}

/** Deleting a message: role below 8, or the sender himself; the chat shows the delete action to exactly these. */
export function canDeleteMessage(message: { senderId: string }, user: { userId: string; role: number | null | undefined }): boolean {
  return message.senderId === user.userId || (known(user.role) && user.role < 8);
}

/** Chat attachments can be uploaded only by roles 8 or lower (§5.2). */
export function canAttachMedia(role: number | null | undefined): boolean {
  return known(role) && role <= 8;
}

/** §6: role below 7 sees everyone in the audience selector and its shortcuts; others only admins. */
export function seesWholeDirectory(role: number | null | undefined): boolean {
  return known(role) && role < 7;
}

export function visibleInDirectory(entry: { securityRole: number }, viewerRole: number | null | undefined): boolean {
  return seesWholeDirectory(viewerRole) || entry.securityRole <= ADMIN_MAX_ROLE;
}
