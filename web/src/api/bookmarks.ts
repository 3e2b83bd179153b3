import { apiRequest } from './client.ts';

export interface Bookmark {
  id: string;
  title: string;
  url: string;
  order: number;
  securityLevel: number;
}

/** The server already leaves out bookmarks above the caller's role; the list comes back in `order`. */
export async function listBookmarks(): Promise<Bookmark[]> {
  const { items } = await apiRequest<{ items: Bookmark[] }>('GET', '/bookmarks');
  return [...items].sort((a, b) => a.order - b.order);
}
