import type { RouteDef } from '#lambdas/route-types';

/** The helpdesk: onboarding checklist, support tickets (createOmniSupportTicket) and single sign-on (whmcsSso…). */
export const helpdeskRoutes: RouteDef[] = [
];
