import ContentLayout from '@cloudscape-design/components/content-layout';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate, useSearchParams } from 'react-router';
import { boardText, manageText, tractorText as t } from './strings.ts';
import { TractorDetail } from './TractorDetail.tsx';
import { TractorList } from './TractorList.tsx';

/** /tractor-dashboard: the tractor list; `?vehicleId=` opens one tractor's detail (page-access.ts: roles 1 to 4). */
export function TractorDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const vehicleId = search.get('vehicleId');
  if (vehicleId) return <TractorDetail vehicleId={vehicleId} onBack={() => setSearch({})} />;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t.listDescription}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate('/tractor-status')}>{boardText.title}</Button>
              <Button onClick={() => navigate('/manage-tractors')}>{manageText.title}</Button>
            </SpaceBetween>
          }
        >
          {t.listTitle}
        </Header>
      }
    >
      <TractorList onOpen={(id) => setSearch({ vehicleId: id })} />
    </ContentLayout>
  );
}
