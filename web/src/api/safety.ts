import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationAnswer, CallbackBody, OAuthSystem } from '#shared/integrations/oauth';
import type { EventsAnswer, SafetyEvent, SafetyReference, SafetySummary, SfLoginBody } from '#shared/integrations/safety';
import type { IntegrationView } from '#shared/integrations/systems';
import { apiRequest } from './client.ts';
import { integrationsKey } from './integrations.ts';

/** Every cached answer of the safety tools sits under this key, so signing out of them clears it at once. */
export const safetyKey = ['safety'] as const;

const sinceQuery = (since: string) => `?since=${encodeURIComponent(since)}`;

export function useSafetyEvents(since: string) {
  return useQuery({ queryKey: [...safetyKey, 'events', since], queryFn: () => apiRequest<EventsAnswer>('GET', `/safety/events${sinceQuery(since)}`) });
}

export function useSafetySummary(since: string, enabled: boolean) {
  return useQuery({ queryKey: [...safetyKey, 'summary', since], queryFn: () => apiRequest<SafetySummary>('GET', `/safety/summary${sinceQuery(since)}`), enabled });
}

export function useSafetyReference(enabled: boolean) {
  return useQuery({ queryKey: [...safetyKey, 'reference'], queryFn: () => apiRequest<SafetyReference>('GET', '/safety/reference'), enabled, staleTime: 10 * 60_000 });
}

export function useSafetyEvent(eventId: string | null) {
  return useQuery({
    queryKey: [...safetyKey, 'event', eventId],
    queryFn: () => apiRequest<SafetyEvent>('GET', `/safety/events/${encodeURIComponent(eventId!)}`),
    enabled: eventId !== null,
  });
}

/** sfLogin: the login is saved only when the safety software accepts it. */
export function useSafetySoftwareLogin() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: SfLoginBody) => apiRequest<IntegrationView>('POST', '/safety-software/login', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: integrationsKey }),
  });
}

export const startAuthorization = (system: OAuthSystem) => apiRequest<AuthorizationAnswer>('POST', '/oauth/authorizations', { system });
export const completeAuthorization = (body: CallbackBody) => apiRequest<IntegrationView>('POST', '/oauth/callback', body);
