import type { RouteDef } from '#lambdas/route-types';

/** The Bookmark Manager: create, edit, reorder one at a time and delete the company's bookmarks. */
export const bookmarkRoutes: RouteDef[] = [
];
