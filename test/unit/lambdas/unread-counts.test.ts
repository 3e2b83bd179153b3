import { describe, expect, it } from 'vitest';
import { timeKey } from '#lambdas/chat/ids';
import { unreadCountAfter, type UnreadBasis } from '#lambdas/chat/rooms/unread-counts';

const at = (iso: string, n = 0) => `${timeKey(Date.parse(iso))}${String(n).padStart(10, '0')}`;
const DRIVER = 'driver-uid';
const DISPATCH = 'dispatch-uid';

describe('unreadCountAfter', () => {
  const recent = [
    { id: at('2026-11-20T10:05:00.000Z'), senderId: DISPATCH },
    { id: at('2026-11-20T10:04:00.000Z'), senderId: DRIVER },
    { id: at('2026-11-20T10:03:00.000Z'), senderId: DISPATCH },
    { id: at('2026-11-20T10:01:00.000Z'), senderId: DISPATCH },
  ];
  const message = { id: at('2026-11-20T10:06:00.000Z'), senderId: DISPATCH };

  it('counts the messages of others after the member’s last read, the new one included', () => {
    const basis: UnreadBasis = { lastRead: new Map([[DRIVER, '2026-11-20T10:02:00.000Z']]), recent };
    expect(unreadCountAfter(basis, DRIVER, message)).toBe(3);
  });

  it('counts every message of others for a member who never opened the room', () => {
    expect(unreadCountAfter({ lastRead: new Map(), recent }, DRIVER, message)).toBe(4);
  });

  it('never counts the member’s own messages, and his own new message leaves the room read', () => {
    const basis: UnreadBasis = { lastRead: new Map([[DISPATCH, '2026-11-20T10:00:00.000Z']]), recent };
    expect(unreadCountAfter(basis, DISPATCH, message)).toBe(0);
    expect(unreadCountAfter(basis, DISPATCH, { id: message.id, senderId: DRIVER })).toBe(2);
  });

  it('takes a message of the very millisecond of the last read as read', () => {
    const basis: UnreadBasis = { lastRead: new Map([[DRIVER, '2026-11-20T10:05:00.000Z']]), recent };
    expect(unreadCountAfter(basis, DRIVER, message)).toBe(1);
  });

  it('counts the new message once when the read of recent messages already saw it', () => {
    const basis: UnreadBasis = { lastRead: new Map([[DRIVER, '2026-11-20T10:05:30.000Z']]), recent: [message, ...recent] };
    expect(unreadCountAfter(basis, DRIVER, message)).toBe(1);
  });

  it('stops at 100, where the badge shows 99+', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ id: at('2026-11-20T09:00:00.000Z', i), senderId: DISPATCH }));
    expect(unreadCountAfter({ lastRead: new Map(), recent: many }, DRIVER, message)).toBe(100);
  });
});
