import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { offlineText as t } from './strings.ts';

/** After a submit with no signal: done for the driver, waiting for the office. */
export function KeptOnPhoneResult({ action }: { action?: ReactNode }) {
  return (
    <Container header={<Header variant="h2">{t.submittedWaiting}</Header>}>
      <SpaceBetween size="m">
        <Box fontSize="heading-s" data-testid="submitted-waiting">{t.submittedWaitingBody}</Box>
        {action}
      </SpaceBetween>
    </Container>
  );
}
