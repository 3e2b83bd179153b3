import { describe, expect, it } from 'vitest';
import { canAttachMedia, canBroadcast, canDeleteMessage, canManageRoom, canPost, visibleInDirectory } from '#shared/chat/permissions';
import { hasContent, senderLabel } from '#shared/chat/message-rules';

const room = { ownerId: 'owner', members: ['owner', 'admin', 'driver'], isPrivate: false, disableAdminBroadcast: false };

describe('chat permissions (§6)', () => {
  it('lets every member post unless chat reply is disabled, then only the owner', () => {
    expect(canPost(room, 'driver')).toBe(true);
    expect(canPost({ ...room, isPrivate: true }, 'driver')).toBe(false);
    expect(canPost({ ...room, isPrivate: true }, 'owner')).toBe(true);
    expect(canPost(room, 'stranger')).toBe(false);
  });

  it('keeps rename, audience and options to the owner', () => {
    expect(canManageRoom(room, 'owner')).toBe(true);
    expect(canManageRoom(room, 'admin')).toBe(false);
  });

  it('lets the owner below role 9 broadcast, and other admins only while admin broadcasts are allowed', () => {
    expect(canBroadcast(room, { userId: 'owner', role: 8 })).toBe(true);
    expect(canBroadcast(room, { userId: 'owner', role: 9 })).toBe(false);
    expect(canBroadcast(room, { userId: 'admin', role: 3 })).toBe(true);
    expect(canBroadcast({ ...room, disableAdminBroadcast: true }, { userId: 'admin', role: 3 })).toBe(false);
    expect(canBroadcast({ ...room, disableAdminBroadcast: true }, { userId: 'owner', role: 1 })).toBe(true);
    expect(canBroadcast(room, { userId: 'driver', role: 8 })).toBe(false);
    expect(canBroadcast(room, { userId: 'stranger', role: 1 })).toBe(false);
  });

  it('lets an admin of role 7, the last admin role, broadcast in a room he does not own, and a role 8 member not', () => {
    expect(canBroadcast(room, { userId: 'admin', role: 7 })).toBe(true);
    expect(canBroadcast(room, { userId: 'admin', role: 8 })).toBe(false);
    expect(canBroadcast({ ...room, disableAdminBroadcast: true }, { userId: 'admin', role: 7 })).toBe(false);
  });

  it('lets role below 8 or the sender delete, and nobody else: a driver may delete only his own messages', () => {
    const others = { senderId: 'admin' };
    expect(canDeleteMessage(others, { userId: 'owner', role: 7 })).toBe(true);
    expect(canDeleteMessage(others, { userId: 'driver', role: 8 })).toBe(false);
    expect(canDeleteMessage({ senderId: 'driver' }, { userId: 'driver', role: 8 })).toBe(true);
    expect(canDeleteMessage(others, { userId: 'x', role: 9 })).toBe(false);
    expect(canDeleteMessage({ senderId: 'x' }, { userId: 'x', role: 9 })).toBe(true);
  });

  it('allows chat attachments to roles 8 and lower only', () => {
    expect(canAttachMedia(8)).toBe(true);
    expect(canAttachMedia(9)).toBe(false);
    expect(canAttachMedia(null)).toBe(false);
  });

  it('shows drivers in the audience only to role below 7', () => {
    expect(visibleInDirectory({ securityRole: 8 }, 6)).toBe(true);
    expect(visibleInDirectory({ securityRole: 8 }, 7)).toBe(false);
    expect(visibleInDirectory({ securityRole: 7 }, 8)).toBe(true);
  });

  it('needs trimmed text or media to send, and names an unknown sender', () => {
    expect(hasContent({ text: '  ' })).toBe(false);
    expect(hasContent({ text: ' ', attachmentStoragePath: 'k' })).toBe(true);
    expect(senderLabel('')).toBe('Unknown Sender');
  });
});
