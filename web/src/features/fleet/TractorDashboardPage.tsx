import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useSearchParams } from 'react-router';
import { tractorText as t } from './strings.ts';
import { TractorDetail } from './TractorDetail.tsx';
import { TractorList } from './TractorList.tsx';

/** /tractor-dashboard: the tractor list; `?vehicleId=` opens one tractor's detail (page-access.ts: roles 1 to 4). */
export function TractorDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const vehicleId = search.get('vehicleId');
  if (vehicleId) return <TractorDetail vehicleId={vehicleId} onBack={() => setSearch({})} />;
  return (
    <ContentLayout header={<Header variant="h1" description={t.listDescription}>{t.listTitle}</Header>}>
      <TractorList onOpen={(id) => setSearch({ vehicleId: id })} />
    </ContentLayout>
  );
}
