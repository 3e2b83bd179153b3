import type { RouteDef } from '#lambdas/route-types';

/** The safety software login (sfLogin) and the video-telematics safety events. */
export const safetyRoutes: RouteDef[] = [
];
