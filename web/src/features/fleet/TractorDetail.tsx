import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { hasRole } from '#shared/access/roles';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { OwnerDocumentsSection } from '#web/features/documents/OwnerDocumentsSection.tsx';
import { TractorMaintenanceSection } from '#web/features/maintenance/TractorMaintenanceSection.tsx';
import { TractorFeedSections } from '#web/features/telematics/TractorFeedSections.tsx';
import { useSignedIn } from '#web/auth/session-context.ts';
import { tractorText as t } from './strings.ts';
import { TractorPayouts, TractorTrips } from './TractorActivity.tsx';
import { TractorFactsPanel } from './TractorFactsPanel.tsx';
import { TractorInspections } from './TractorInspections.tsx';
import { unitText } from './tractor-facts.ts';
import { VinHistory } from './VinHistory.tsx';

const PAYROLL = 2;

/** One tractor: facts, trips and fuel, payouts for payroll staff, the feed's GPS, log-ins and odometer, inspections, maintenance, VIN history and documents. */
export function TractorDetail({ vehicleId, onBack }: { vehicleId: string; onBack: () => void }) {
  const { user } = useSignedIn();
  const load = useQuery({ queryKey: fleetKeys.tractor(vehicleId), queryFn: () => fleetApi.tractor(vehicleId), refetchInterval: 30_000 });
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={load.data ? unitText(load.data) : undefined} actions={<Button iconName="angle-left" onClick={onBack}>{t.back}</Button>}>
        {t.id} {vehicleId}
      </Header>
      <Loaded query={load} feature={`${t.id} ${vehicleId}`}>
        {(tractor) => (
          <SpaceBetween size="l">
            <TractorFactsPanel tractor={tractor} />
            <TractorTrips vehicleId={vehicleId} />
            {hasRole(user.role, PAYROLL) && <TractorPayouts vehicleId={vehicleId} />}
            <TractorFeedSections vehicleId={vehicleId} />
            <TractorInspections vehicleId={vehicleId} formsInProgress={tractor.requiredFormsInProgress ?? []} />
            <TractorMaintenanceSection vehicleId={vehicleId} />
            <VinHistory vehicleId={vehicleId} />
            <OwnerDocumentsSection owner={{ kind: 'tractor', id: vehicleId }} />
          </SpaceBetween>
        )}
      </Loaded>
    </SpaceBetween>
  );
}
