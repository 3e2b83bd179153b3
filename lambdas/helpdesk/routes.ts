import type { RouteDef } from '#lambdas/route-types';

/** The helpdesk: onboarding checklist, support tickets (createOmniSupportTicket) and single sign-on (whmcsSso…). */
export const helpdeskRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/helpdesk/checklist', handler: 'helpdesk/get-checklist', minRole: 4, scope: 'company',
    summary: "Getting started: the onboarding steps and whether the company's own data shows each done",
    access: { table: 'read' },
  },
  {
    method: 'POST', path: '/helpdesk/tickets', handler: 'helpdesk/create-ticket', minRole: 4, scope: 'company',
    summary: 'Send a support ticket: recorded, e-mailed to support, a copy to the sender (201 {ticketId})',
    replaces: 'POST createOmniSupportTicket',
    access: { table: 'readWrite', alerts: true },
  },
  {
    method: 'POST', path: '/helpdesk/sso', handler: 'helpdesk/single-sign-on', minRole: 4, scope: 'company',
    summary: "A one-time sign-on URL of the helpdesk or its client area (the company's helpdesk record is made at the first sign-on)",
    replaces: 'POST /whmcsSsoHelpdeskLoginRequest, /whmcsSsoLoginRequest',
    access: { table: 'readWrite', outside: ['helpdesk'] },
  },
];
