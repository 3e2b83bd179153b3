import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { IntegrationPanelProps } from '#web/features/company-setup/integration-panels.ts';
import { HelpdeskSignOn } from '#web/features/helpdesk/HelpdeskSignOn.tsx';
import { integrationText } from '#web/features/helpdesk/strings.ts';

/** The helpdesk on company setup: nothing to save (the company's record is made at its first sign-on), only the sign-on. */
export function HelpdeskPanel(_props: IntegrationPanelProps) {
  return (
    <SpaceBetween size="s">
      <Box variant="p">{integrationText.helpdesk.intro}</Box>
      <HelpdeskSignOn />
    </SpaceBetween>
  );
}
