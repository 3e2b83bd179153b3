import { describe, expect, it } from 'vitest';
import { isRoomUnread, totalUnread } from '#shared/chat/unread';

const latest = (senderId: string, messageTime: string) => ({ text: 'hi', senderName: 'X', senderId, messageTime });

describe('room unread rule', () => {
  it('is unread for a user who never opened the room, even without messages', () => {
    expect(isRoomUnread({ lastRead: {} }, 'u1')).toBe(true);
    expect(isRoomUnread({ latestMessage: latest('u2', '2026-01-01T10:00:00Z'), lastRead: { u2: '2026-01-01T10:00:00Z' } }, 'u1')).toBe(true);
  });

  it('is unread when someone else wrote after the last read', () => {
    expect(isRoomUnread({ latestMessage: latest('u2', '2026-01-01T10:00:01Z'), lastRead: { u1: '2026-01-01T10:00:00Z' } }, 'u1')).toBe(true);
  });

  it('is read when the newer latest message is the user’s own', () => {
    expect(isRoomUnread({ latestMessage: latest('u1', '2026-01-01T10:00:01Z'), lastRead: { u1: '2026-01-01T10:00:00Z' } }, 'u1')).toBe(false);
  });

  it('is read when the last read is not older than the latest message, or there is none', () => {
    expect(isRoomUnread({ latestMessage: latest('u2', '2026-01-01T10:00:00Z'), lastRead: { u1: '2026-01-01T10:00:00Z' } }, 'u1')).toBe(false);
    expect(isRoomUnread({ latestMessage: null, lastRead: { u1: '2026-01-01T10:00:00Z' } }, 'u1')).toBe(false);
  });

  it('adds each room’s count for the user into the badge total', () => {
    expect(totalUnread([{ unreadCount: { u1: 3, u2: 9 } }, { unreadCount: { u1: 2 } }, {}], 'u1')).toBe(5);
  });
});
