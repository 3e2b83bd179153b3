import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { repairQueue, type QueueTractor } from '#web/api/inspections.ts';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { DefectTable } from './DefectTable.tsx';
import { inspectionKeys } from './query-keys.ts';
import { inspectionText } from './strings.ts';
import './inspections.css';

const t = inspectionText;

function TractorQueue({ tractor, imageUrls, onResolved }: { tractor: QueueTractor; imageUrls: Record<string, string>; onResolved: (text: string) => void }) {
  return (
    <div role="group" aria-label={t.repair.tractor(tractor.VehicleID, '')}>
      <Container header={<Header variant="h2" description={tractor.outOfService ? t.repair.outOfService : undefined}>{t.repair.tractor(tractor.VehicleID, tractor.Domicile)}</Header>}>
        <SpaceBetween size="m">
          <DefectTable defects={tractor.defects} records={tractor.maintenanceInProgress} imageUrls={imageUrls} resolveLabel={t.actions.repair} onResolved={(d) => onResolved(t.repair.resolved(d.label, d.VehicleID))} />
          <Box variant="h4">{t.repair.inProgress}</Box>
          {tractor.maintenanceInProgress.length === 0 ? <Box color="text-status-inactive">{t.repair.noWork}</Box> : (
            <ul>
              {tractor.maintenanceInProgress.map((r) => <li key={r.id}>{`${usDate(r.ServiceDate)} · ${r.serviceType || r.id}${r.ServiceProvider ? ` · ${r.ServiceProvider}` : ''}`}</li>)}
            </ul>
          )}
        </SpaceBetween>
      </Container>
    </div>
  );
}

/** /tractor-repair-tools: the shop's queue of open and deferred faults by tractor, out of service first, with the work in progress. */
export function RepairQueuePage() {
  const load = useQuery({ queryKey: inspectionKeys.queue('open,deferred'), queryFn: () => repairQueue('open,deferred') });
  const [done, setDone] = useState<string | null>(null);
  return (
    <ContentLayout header={<Header variant="h1" description={t.repair.description}>{t.repair.title}</Header>}>
      <SpaceBetween size="l">
        {done && <Alert type="success" dismissible onDismiss={() => setDone(null)}>{done}</Alert>}
        <Loaded query={load} feature={t.repair.title}>
          {(queue) => (queue.tractors.length === 0 ? <Box>{t.repair.empty}</Box> : (
            <SpaceBetween size="l">
              <Box>{t.repair.counts(queue.totals.defects, queue.totals.tractors)}</Box>
              {queue.tractors.map((tractor) => <TractorQueue key={tractor.VehicleID} tractor={tractor} imageUrls={queue.imageUrls} onResolved={setDone} />)}
            </SpaceBetween>
          ))}
        </Loaded>
      </SpaceBetween>
    </ContentLayout>
  );
}
