import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { mapText as t } from '#web/features/telematics/strings.ts';
import { FleetMapView } from './FleetMapView.tsx';

/** /map-view: the fleet on a map of the US for the office (roles 1 to 4). */
export function MapViewPage() {
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <Container>
        <FleetMapView mobile={false} />
      </Container>
    </ContentLayout>
  );
}
