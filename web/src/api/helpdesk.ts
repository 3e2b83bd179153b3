import { useQuery } from '@tanstack/react-query';
import type { ChecklistView, SsoAnswer, SsoRequest, TicketCreated, TicketRequest } from '#shared/helpdesk/helpdesk-api';
import { apiRequest } from './client.ts';

export const helpdeskKeys = { checklist: ['helpdesk', 'checklist'] as const };

export const getChecklist = () => apiRequest<ChecklistView>('GET', '/helpdesk/checklist');

export const sendTicket = (body: TicketRequest) => apiRequest<TicketCreated>('POST', '/helpdesk/tickets', body);

/** A one-time sign-on URL of the helpdesk; a failure's message is "SSO Error" when the helpdesk's answer lacked it. */
export const helpdeskSignOn = (body: SsoRequest) => apiRequest<SsoAnswer>('POST', '/helpdesk/sso', body);

export function useChecklist() {
  return useQuery({ queryKey: helpdeskKeys.checklist, queryFn: getChecklist });
}
