import { describe, expect, it } from 'vitest';
import { defaultRoomName, validRoomName } from '#shared/chat/room-name';
import { messagePreview, sortRoomsByLatest } from '#shared/chat/room-order';

describe('default room name', () => {
  it('is the member’s name for one member', () => {
    expect(defaultRoomName(['Jake Thornton'])).toBe('Jake Thornton');
  });
  it('is "A & B" for two members', () => {
    expect(defaultRoomName(['Jake Thornton', 'Maria Gonzales'])).toBe('Jake Thornton & Maria Gonzales');
  });
  it('is "Group Chat - MM/DD/YYYY" for more', () => {
    expect(defaultRoomName(['A', 'B', 'C'], new Date(2026, 2, 7))).toBe('Group Chat - 03/07/2026');
  });
  it('refuses a blank name and trims a real one', () => {
    expect(validRoomName('   ')).toBeNull();
    expect(validRoomName(undefined)).toBeNull();
    expect(validRoomName('  Yard crew ')).toBe('Yard crew');
  });
});

describe('room list', () => {
  const room = (name: string, messageTime?: string) => ({ name, latestMessage: messageTime ? { text: '', senderId: '', senderName: '', messageTime } : null });

  it('puts the newest latest message first and rooms without messages last', () => {
    const sorted = sortRoomsByLatest([room('Empty'), room('Old', '2026-01-01T00:00:00Z'), room('New', '2026-02-01T00:00:00Z')]);
    expect(sorted.map((r) => r.name)).toEqual(['New', 'Old', 'Empty']);
  });

  it('cuts the preview to 50 characters', () => {
    expect(messagePreview('x'.repeat(80))).toHaveLength(50);
    expect(messagePreview('short')).toBe('short');
    expect(messagePreview(null)).toBe('');
  });
});
