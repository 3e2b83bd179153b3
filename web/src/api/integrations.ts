import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CredentialSystem } from '#shared/integrations/credentials';
import type { IntegrationSystem, IntegrationView } from '#shared/integrations/systems';
import { apiRequest } from './client.ts';

/** Cache key of the company's outside systems; every connect, save or disconnect refreshes it. */
export const integrationsKey = ['integrations'] as const;

export const listIntegrations = async () => (await apiRequest<{ integrations: IntegrationView[] }>('GET', '/integrations')).integrations;

/** Write-only: the answer is the connection's view (`hasCredentials`), never a secret. */
export const saveCredentials = (system: CredentialSystem, fields: Record<string, string>) =>
  apiRequest<IntegrationView>('PUT', `/integrations/${encodeURIComponent(system)}/credentials`, fields);

export const disconnectIntegration = (system: IntegrationSystem) => apiRequest<IntegrationView>('DELETE', `/integrations/${encodeURIComponent(system)}`);

export function useIntegrations() {
  return useQuery({ queryKey: integrationsKey, queryFn: listIntegrations });
}

export function useSaveCredentials(system: CredentialSystem) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => saveCredentials(system, fields),
    onSuccess: () => queries.invalidateQueries({ queryKey: integrationsKey }),
  });
}

export function useDisconnect(system: IntegrationSystem) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectIntegration(system),
    onSuccess: () => queries.invalidateQueries({ queryKey: integrationsKey }),
  });
}
