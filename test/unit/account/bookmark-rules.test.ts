import { describe, expect, it } from 'vitest';
import { bookmarkBody, mayWriteBookmark, nextOrder, orderBody } from '#shared/bookmarks/bookmark-api';

describe('bookmark rules', () => {
  it('let a user write only bookmarks his own role can read', () => {
    expect(mayWriteBookmark(3, 3)).toBe(true);
    expect(mayWriteBookmark(3, 11)).toBe(true);
    expect(mayWriteBookmark(3, 2)).toBe(false);
    expect(mayWriteBookmark(1, 1)).toBe(true);
    expect(mayWriteBookmark(null, 11)).toBe(false);
  });
  it('put a new bookmark after the last one', () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder([0, 4, 2])).toBe(5);
    expect(nextOrder([999])).toBe(999);
  });
  it('accept only http(s) links, bounded titles and security levels 1 to 11', () => {
    expect(bookmarkBody.safeParse({ title: 'Fuel prices', url: 'https://example.com/fuel', securityLevel: 8 }).success).toBe(true);
    expect(bookmarkBody.safeParse({ title: 'x', url: 'javascript:alert(1)', securityLevel: 8 }).error?.issues[0]?.path).toEqual(['url']);
    expect(bookmarkBody.safeParse({ title: 'x'.repeat(121), url: 'https://a.test', securityLevel: 8 }).error?.issues[0]?.path).toEqual(['title']);
    expect(bookmarkBody.safeParse({ title: 'x', url: `https://a.test/${'a'.repeat(2000)}`, securityLevel: 8 }).success).toBe(false);
    expect(bookmarkBody.safeParse({ title: 'x', url: 'https://a.test', securityLevel: 12 }).error?.issues[0]?.path).toEqual(['securityLevel']);
    expect(orderBody.safeParse({ order: 1000 }).success).toBe(false);
    expect(orderBody.safeParse({}).success).toBe(false);
  });
});
