import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { Suspense, useState } from 'react';
import { takesCredentials } from '#shared/integrations/credentials';
import { isIntegrationSystem, type ConnectionState, type DerivedIntegration, type IntegrationView } from '#shared/integrations/systems';
import { useDisconnect, useIntegrations } from '#web/api/integrations.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { usDateTime } from '#web/components/format.ts';
import { CredentialsForm } from './CredentialsForm.tsx';
import { INTEGRATION_PANELS } from './integration-panels.ts';
import { setupText } from './strings.ts';

const t = setupText.integrations;

const BADGE: Record<ConnectionState, StatusIndicatorProps.Type> = { not_connected: 'stopped', unchecked: 'pending', connected: 'success', failed: 'error' };

/** A connection's state, with why it failed when it did. */
export function StateBadge({ view }: { view: IntegrationView }) {
  return (
    <StatusIndicator type={BADGE[view.state]}>
      {t.states[view.state]}
      {view.state === 'failed' && view.lastMessage ? `: ${view.lastMessage}` : ''}
    </StatusIndicator>
  );
}

function Disconnect({ view }: { view: IntegrationView }) {
  const [asking, setAsking] = useState(false);
  const system = view.system;
  const disconnect = useDisconnect(isIntegrationSystem(system) ? system : 'helpdesk');
  if (!isIntegrationSystem(system) || (!view.hasCredentials && view.state === 'not_connected')) return null;
  const name = t.names[system];
  return (
    <>
      <Button onClick={() => setAsking(true)} ariaLabel={`${t.disconnect} ${name}`}>{t.disconnect}</Button>
      {asking && (
        <ConfirmDialog header={t.disconnectHeader} action={t.disconnect} onConfirm={async () => { await disconnect.mutateAsync(); }} onClose={() => setAsking(false)}>
          {t.disconnectBody(name)}
        </ConfirmDialog>
      )}
    </>
  );
}

/** One system: its own panel when it has one, else its credentials form (if it takes any) or its state alone. */
function SystemCard({ view, onChanged }: { view: IntegrationView; onChanged: () => void }) {
  const system = view.system;
  const Panel = isIntegrationSystem(system) ? INTEGRATION_PANELS[system] : undefined;
  let body = null;
  if (Panel) {
    body = (
      <Suspense fallback={<Spinner />}>
        <Panel view={view} onChanged={onChanged} />
      </Suspense>
    );
  } else if (isIntegrationSystem(system) && takesCredentials(system)) {
    body = <CredentialsForm system={system} view={view} onChanged={onChanged} />;
  } else if (!isIntegrationSystem(system)) {
    body = <Box color="text-body-secondary">{t.derivedHint[system as DerivedIntegration]}</Box>;
  }
  return (
    <Container
      data-testid={`integration-${system}`}
      header={
        <Header
          variant="h3"
          description={view.lastCheckedAt ? t.lastChecked(usDateTime(view.lastCheckedAt)) : undefined}
          actions={<SpaceBetween direction="horizontal" size="xs"><StateBadge view={view} /><Disconnect view={view} /></SpaceBetween>}
        >
          {t.names[system]}
        </Header>
      }
    >
      {body}
    </Container>
  );
}

/** The company's outside systems (`GET /integrations`), each with its state and what the owner can do. */
export function IntegrationsSection() {
  const integrations = useIntegrations();
  const refetch = () => void integrations.refetch();
  return (
    <SpaceBetween size="m">
      <Header variant="h2" description={t.description}>{t.header}</Header>
      <Loaded query={integrations} feature={t.feature}>
        {(views) => (
          <SpaceBetween size="m">
            {views.map((view) => <SystemCard key={view.system} view={view} onChanged={refetch} />)}
          </SpaceBetween>
        )}
      </Loaded>
    </SpaceBetween>
  );
}
