import * as z from 'zod';
import { id } from '#shared/validation/bounds';

export interface BookmarkView {
  id: string;
  title: string;
  url: string;
  order: number;
  securityLevel: number;
}

/** securityLevel: the highest role number that may read the bookmark (1 owner … 11 external users). */
export const bookmarkBody = z
  .object({
    title: z.string({ error: 'title is required.' }).trim().min(1, 'title is required.').max(120, 'title is at most 120 characters.'),
    url: z
      .string({ error: 'url is required.' })
      .trim()
      .max(2000, 'url is at most 2,000 characters.')
      .refine((u) => /^https?:\/\//i.test(u) && URL.canParse(u), 'url must start with http:// or https://.'),
    securityLevel: z.number({ error: 'Security level is required.' }).int('Security level is 1 to 11.').min(1, 'Security level is 1 to 11.').max(11, 'Security level is 1 to 11.'),
  })
  .strict();
export type BookmarkBody = z.infer<typeof bookmarkBody>;

/** Move one bookmark to its neighbour's place: the two swap orders, nothing else moves. */
// The place in the list the move buttons ask for; nobody types it.
export const orderBody = z.object({ order: z.number({ error: 'The place in the list is required.' }).int('The place in the list is 0 to 999.').min(0, 'The place in the list is 0 to 999.').max(999, 'The place in the list is 0 to 999.') }).strict();

export const bookmarkParams = z.object({ bookmarkId: id('bookmarkId') });

/** Nobody writes a bookmark he could not read (securityLevel below his role). */
export function mayWriteBookmark(callerRole: number | null | undefined, securityLevel: number): boolean {
  return typeof callerRole === 'number' && callerRole >= 1 && securityLevel >= callerRole;
}

/** The order a new bookmark gets: after the last one. */
export function nextOrder(orders: readonly number[]): number {
  return Math.min(999, orders.reduce((max, o) => Math.max(max, o + 1), 0));
}
