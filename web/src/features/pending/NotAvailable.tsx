import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { FeatureArea } from '#shared/access/app-paths';
import { featureAreas, text } from '#web/strings.ts';

/** The honest state of a feature that is not built yet: what it is, and no made-up data. */
export function NotAvailable({ feature, area }: { feature: string; area: FeatureArea }) {
  const name = featureAreas[area];
  return (
    <Container>
      <Box textAlign="center" padding={{ vertical: 'xl' }}>
        <SpaceBetween size="s">
          <StatusIndicator type="pending">{text.notAvailable.status}</StatusIndicator>
          <Box variant="h2" tagOverride="h2">
            {text.notAvailable.header(feature)}
          </Box>
          <Box variant="p" color="text-body-secondary">
            {text.notAvailable.body(name)}
          </Box>
        </SpaceBetween>
      </Box>
    </Container>
  );
}
