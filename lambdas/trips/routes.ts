import type { RouteDef } from '#lambdas/route-types';

/** Trip records and legs, recent statement files, and the payroll corrections that move trips and fuel (spec part 2 §7). */
export const tripRoutes: RouteDef[] = [];
