import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { payrollText as t } from '../strings.ts';

/** The honest state of a screen whose API call the backend does not offer yet. */
export function EndpointPending({ feature }: { feature: string }) {
  return (
    <Container>
      <Box textAlign="center" padding={{ vertical: 'l' }}>
        <SpaceBetween size="s">
          <StatusIndicator type="pending">{t.pending.status}</StatusIndicator>
          <Box variant="h2" tagOverride="h2">
            {t.pending.header(feature)}
          </Box>
          <Box variant="p" color="text-body-secondary">
            {t.pending.body}
          </Box>
        </SpaceBetween>
      </Box>
    </Container>
  );
}
