import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CredentialsForm } from '#web/features/company-setup/CredentialsForm.tsx';
import type { IntegrationPanelProps } from '#web/features/company-setup/integration-panels.ts';
import { integrationText } from '#web/features/helpdesk/strings.ts';

/** The settlement portal on company setup: its write-only login and contract; the fetch itself is on the pay run. */
export function SettlementPortalPanel({ view, onChanged }: IntegrationPanelProps) {
  return (
    <SpaceBetween size="s">
      <Box variant="p">{integrationText.settlement.intro}</Box>
      <CredentialsForm system="settlement-portal" view={view} onChanged={onChanged} />
    </SpaceBetween>
  );
}
