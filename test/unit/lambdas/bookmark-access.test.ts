import { describe, expect, it } from 'vitest';
import { canReadBookmark } from '#shared/access/bookmarks';

describe('canReadBookmark', () => {
  it.each([
    [9, 8, true], [8, 8, true], [4, 8, false], [1, 1, true], [1, 2, false], [3, 3, true],
  ])('securityLevel %i read by role %i → %s', (level, role, expected) => {
    expect(canReadBookmark(level, role)).toBe(expected);
  });

  it('hides every bookmark from a user without a role', () => {
    expect(canReadBookmark(99, null)).toBe(false);
  });
});
