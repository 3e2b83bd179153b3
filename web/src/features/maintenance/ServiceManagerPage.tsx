import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import type { ServiceStatusRow } from '#shared/maintenance/api';
import { dueSoonShown } from '#shared/fleet/service-standing';
import { requestService, serviceStatus } from '#web/api/maintenance.ts';
import { milesText } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { maintenanceKeys } from './query-keys.ts';
import { maintenanceText } from './strings.ts';

const t = maintenanceText.mobile;

function TractorCard({ tractor, onRequested }: { tractor: ServiceStatusRow; onRequested: (vehicleId: string) => void }) {
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const send = useMutation({ mutationFn: () => requestService({ VehicleID: tractor.VehicleID, description }), onSuccess: () => { setOpen(false); setDescription(''); onRequested(tractor.VehicleID); } });
  return (
    <div role="group" aria-label={t.card(tractor.VehicleID)}>
    <Container header={<Header variant="h3" description={`${tractor.Make} ${tractor.Model} · ${milesText(tractor.LatestOdometer)} mi`}>{tractor.VehicleID}</Header>}>
      <SpaceBetween size="s">
        <SpaceBetween direction="horizontal" size="xs">
          <Badge color={tractor.serviceState === 'in-service' ? 'green' : tractor.serviceState === 'in-shop' ? 'blue' : 'red'}>{t.shop[tractor.serviceState]}</Badge>
          {tractor.serviceOverdueCount > 0 && <Badge color="red">{t.overdue(tractor.serviceOverdueCount)}</Badge>}
          {dueSoonShown(tractor) > 0 && <Badge color="grey">{t.dueSoon(tractor.serviceDueSoonCount)}</Badge>}
          {tractor.serviceOverdueCount === 0 && tractor.serviceDueSoonCount === 0 && <Box color="text-status-success">{t.allGood}</Box>}
        </SpaceBetween>
        {!open && <Button onClick={() => setOpen(true)}>{t.requestService}</Button>}
        {open && (
          <SpaceBetween size="xs">
            <FormField label={t.describe} errorText={send.isError ? errorMessage(send.error) : undefined} stretch>
              <Textarea value={description} onChange={({ detail }) => setDescription(detail.value)} ariaLabel={t.describe} />
            </FormField>
            <Button variant="primary" loading={send.isPending} disabled={!description.trim()} onClick={() => send.mutate()}>{t.send}</Button>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
    </div>
  );
}

/** /maintenance-mobile: the Service Manager on the phone, his domicile's tractors and a service request. */
export function ServiceManagerPage() {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: maintenanceKeys.serviceStatus, queryFn: serviceStatus });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <SpaceBetween size="m">
        {sent && <Alert type="success" dismissible onDismiss={() => setSent(null)}>{t.sent(sent)}</Alert>}
        <Loaded query={load} feature={t.title}>
          {(tractors) => (tractors.length === 0 ? <Box>{t.empty}</Box> : (
            <SpaceBetween size="s">
              {tractors.map((tractor) => (
                <TractorCard key={tractor.VehicleID} tractor={tractor} onRequested={(id) => { setSent(id); void queries.invalidateQueries({ queryKey: maintenanceKeys.serviceStatus }); }} />
              ))}
            </SpaceBetween>
          ))}
        </Loaded>
      </SpaceBetween>
    </ContentLayout>
  );
}
