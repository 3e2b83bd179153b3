import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** After a submit with no signal: done for the driver, waiting for the office. */
export function KeptOnPhoneResult({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container header={<Header variant="h2">{t('outbox.submittedWaiting')}</Header>}>
      <SpaceBetween size="m">
        <Box fontSize="heading-s" data-testid="submitted-waiting">{t('outbox.submittedWaitingBody')}</Box>
        {action}
      </SpaceBetween>
    </Container>
  );
}
