import type { BookmarkView } from '#shared/bookmarks/bookmark-api';
import { mayWriteBookmark } from '#shared/bookmarks/bookmark-api';
import { bookmarkEntity, type BookmarkItem } from '#lambdas/data/entities/bookmark';
import { ForbiddenError, NotFoundError } from '#lambdas/http/errors';

export async function companyBookmarks(companyId: string): Promise<BookmarkItem[]> {
  const { data } = await bookmarkEntity().query.byCompany({ companyId }).go({ pages: 'all' });
  return data;
}

/** A bookmark the caller may write: one above his role is as unknown to him as to the list he reads. */
export async function writableBookmark(companyId: string, id: string, role: number | null): Promise<BookmarkItem> {
  const { data } = await bookmarkEntity().get({ companyId, id }).go();
  if (!data || !mayWriteBookmark(role, data.securityLevel)) throw new NotFoundError('Bookmark not found.');
  return data;
}

export function assertMayWrite(role: number | null, securityLevel: number): void {
  if (!mayWriteBookmark(role, securityLevel)) {
    throw new ForbiddenError('A bookmark must stay readable by your own role: choose a security level at or above it.');
  }
}

export function bookmarkView({ id, title, url, order, securityLevel }: BookmarkItem): BookmarkView {
  return { id, title, url, order: order ?? 0, securityLevel };
}
