import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { REBIND_DELAY_MS, shouldRebind, type SyncAnswer } from '#shared/integrations/maintenance-billing';
import { connectBilling, syncBilling } from '#web/api/maintenance-billing.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { CredentialsForm } from '#web/features/company-setup/CredentialsForm.tsx';
import type { IntegrationPanelProps } from '#web/features/company-setup/integration-panels.ts';
import { integrationText } from '#web/features/helpdesk/strings.ts';

const t = integrationText.billing;

function syncMessage(answer: SyncAnswer): string {
  if (answer.ok) return t.synced;
  const said = answer.code ? t.codes[answer.code] : undefined;
  // network_error carries its reason (part 1 §8): shown after the code's own words.
  return answer.code === 'network_error' && answer.message ? `${said}: ${answer.message}` : (said ?? answer.message ?? '');
}

/**
 * The maintenance-billing portal on company setup: the login (write-only), finding the service provider
 * (connectCompanyMgba) and signing in to SetQuery (establishMbaSyncV2). The connection is read again
 * 500 ms after a sync that changed it (success or either login failure).
 */
export function MaintenanceBillingPanel({ view, onChanged }: IntegrationPanelProps) {
  const [rediscover, setRediscover] = useState(false);
  const rebind = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(rebind.current), []);
  const connect = useMutation({ mutationFn: connectBilling, onSuccess: onChanged });
  const sync = useMutation({
    mutationFn: () => syncBilling(rediscover),
    onSuccess: (answer) => {
      if (!shouldRebind(answer)) return;
      clearTimeout(rebind.current);
      rebind.current = setTimeout(onChanged, REBIND_DELAY_MS);
    },
  });
  const { servProvId, servProvName, setQueryUrlEstablished } = view.publicSettings;
  return (
    <SpaceBetween size="s">
      <KeyValuePairs
        columns={2}
        items={[
          { label: t.provider, value: servProvId ? `${servProvName ?? ''} (${servProvId})` : t.providerNone },
          { label: t.established, value: setQueryUrlEstablished ? t.establishedYes : t.establishedNo },
        ]}
      />
      <CredentialsForm system="maintenance-billing" view={view} onChanged={onChanged} />
      {view.hasCredentials && (
        <SpaceBetween size="xs">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button loading={connect.isPending} onClick={() => { sync.reset(); connect.mutate(); }}>{t.connect}</Button>
            <Button variant="primary" loading={sync.isPending} onClick={() => { connect.reset(); sync.mutate(); }}>{t.sync}</Button>
            <Checkbox checked={rediscover} onChange={({ detail }) => setRediscover(detail.checked)}>{t.rediscover}</Checkbox>
          </SpaceBetween>
          {connect.isError && <Alert type="error">{errorMessage(connect.error)}</Alert>}
          {sync.isError && <Alert type="error">{errorMessage(sync.error)}</Alert>}
          {sync.data && <Alert type={sync.data.ok ? 'success' : 'error'} data-testid="billing-sync-answer">{syncMessage(sync.data)}</Alert>}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
