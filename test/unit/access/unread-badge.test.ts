import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from '#shared/access/unread-badge';

describe('unread badge', () => {
  it.each([0, -3, Number.NaN, null, undefined, 0.4])('shows nothing for %s', (count) => {
    expect(unreadBadgeText(count)).toBeNull();
  });

  it.each([[1, '1'], [42, '42'], [99, '99'], [100, '99+'], [12_345, '99+'], [7.9, '7']] as const)('shows %s as %s', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});
