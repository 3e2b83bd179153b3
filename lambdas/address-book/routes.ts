import type { RouteDef } from '#lambdas/route-types';

/** The company address book: vendors, shops and customers. */
export const addressBookRoutes: RouteDef[] = [
];
