import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { mapText as t } from '#web/features/telematics/strings.ts';
import { FleetMapView } from './FleetMapView.tsx';

/** /map-view-mobile: the same map on a phone (every role below 9, 390 px wide). */
export function MapViewMobilePage() {
  return (
    <SpaceBetween size="s">
      <Box variant="h1">{t.title}</Box>
      <FleetMapView mobile />
    </SpaceBetween>
  );
}
