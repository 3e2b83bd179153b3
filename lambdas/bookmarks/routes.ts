import type { RouteDef } from '#lambdas/route-types';

const DISPATCH = 3;
const READ_WRITE = { table: 'readWrite' } as const;

/**
 * The Bookmark Manager (report panel bookmark-manager, minimum role 3): create, edit, reorder one at a
 * time and delete the company's bookmarks. Nobody writes a bookmark his own role could not read.
 */
export const bookmarkRoutes: RouteDef[] = [
  {
    method: 'POST', path: '/bookmarks', handler: 'bookmarks/create-bookmark', minRole: DISPATCH, scope: 'company',
    summary: 'Add a bookmark (title, http(s) link, securityLevel at or above the caller’s role) at the end of the list', replaces: 'bookmarks (add)', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/bookmarks/{bookmarkId}', handler: 'bookmarks/update-bookmark', minRole: DISPATCH, scope: 'company',
    summary: 'Edit a bookmark’s title, link and securityLevel', replaces: 'bookmarks (set)', access: READ_WRITE,
  },
  {
    method: 'PUT', path: '/bookmarks/{bookmarkId}/order', handler: 'bookmarks/move-bookmark', minRole: DISPATCH, scope: 'company',
    summary: 'Move one bookmark to its neighbour’s order; the two swap places', replaces: 'bookmarks order (per item)', access: READ_WRITE,
  },
  {
    method: 'DELETE', path: '/bookmarks/{bookmarkId}', handler: 'bookmarks/delete-bookmark', minRole: DISPATCH, scope: 'company',
    summary: 'Delete a bookmark', replaces: 'bookmarks (delete)', access: READ_WRITE,
  },
];
