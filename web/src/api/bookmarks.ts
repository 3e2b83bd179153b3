import type { BookmarkBody } from '#shared/bookmarks/bookmark-api';
import { apiRequest } from './client.ts';

export interface Bookmark {
  id: string;
  title: string;
  url: string;
  order: number;
  securityLevel: number;
}

const enc = encodeURIComponent;

export const bookmarkKeys = { all: ['bookmarks'] as const };

/** The server already leaves out bookmarks above the caller's role; the list comes back in `order`. */
export async function listBookmarks(): Promise<Bookmark[]> {
  const { items } = await apiRequest<{ items: Bookmark[] }>('GET', '/bookmarks');
  return [...items].sort((a, b) => a.order - b.order);
}

export const bookmarkApi = {
  create: (body: BookmarkBody) => apiRequest<Bookmark>('POST', '/bookmarks', body),
  update: (id: string, body: BookmarkBody) => apiRequest<Bookmark>('PUT', `/bookmarks/${enc(id)}`, body),
  /** One item at a time: the bookmark takes its neighbour's order and the two swap. */
  move: (id: string, order: number) => apiRequest<Bookmark>('PUT', `/bookmarks/${enc(id)}/order`, { order }),
  remove: (id: string) => apiRequest<unknown>('DELETE', `/bookmarks/${enc(id)}`),
};
