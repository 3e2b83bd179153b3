import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { SERVICE_STATES, serviceStateBody, type FleetTractor, type ServiceState } from '#shared/fleet/tractor-api';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { boardText as b, stateLabels, tractorText as t } from './strings.ts';
import { positionText } from './tractor-facts.ts';
import { useTractors } from './TractorList.tsx';

function MoveDialog({ tractor, onClose, onSaved }: { tractor: FleetTractor; onClose: () => void; onSaved: () => void }) {
  const [state, setState] = useState<ServiceState>(tractor.serviceState);
  const [reason, setReason] = useState(tractor.outOfServiceReason ?? '');
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({ mutationFn: (body: Parameters<typeof fleetApi.moveTractor>[1]) => fleetApi.moveTractor(tractor.VehicleID, body), onSuccess: onSaved });
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);
  const save = () => {
    const body = { serviceState: state, ...(state === 'out-of-service' ? { outOfServiceReason: reason } : {}), version: tractor.version };
    const checked = checkFields(serviceStateBody, body);
    if (!checked.ok) {
      setInvalid({ fields: checked.fields, message: null, conflict: false });
      return;
    }
    setInvalid(null);
    mutation.mutate(checked.data);
  };
  return (
    <SaveModal header={b.moveHeader(tractor.VehicleID)} size="medium" busy={mutation.isPending} failure={failure} onSave={save} onClose={onClose}>
      <FormField label={b.column}>
        <RadioGroup value={state} onChange={({ detail }) => setState(detail.value as ServiceState)} items={SERVICE_STATES.map((s) => ({ value: s, label: stateLabels[s] }))} />
      </FormField>
      {state === 'out-of-service' && (
        <FormField label={t.reason} constraintText={b.reasonHint} errorText={failure?.fields.outOfServiceReason}>
          <Textarea ariaLabel={t.reason} value={reason} onChange={({ detail }) => setReason(detail.value)} rows={3} />
        </FormField>
      )}
    </SaveModal>
  );
}

function TractorCard({ tractor, onMove }: { tractor: FleetTractor; onMove: () => void }) {
  return (
    <Box padding={{ vertical: 'xs' }}>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Box fontWeight="bold">{tractor.VehicleID}</Box>
        <Box color="text-body-secondary">{[tractor.Domicile, positionText(tractor)].filter(Boolean).join(' · ')}</Box>
        <Button variant="inline-link" ariaLabel={`${b.move} ${tractor.VehicleID}`} onClick={onMove}>{b.move}</Button>
      </SpaceBetween>
      {tractor.serviceState === 'out-of-service' && tractor.outOfServiceReason && <Box variant="small">{tractor.outOfServiceReason}</Box>}
    </Box>
  );
}

/** /tractor-status: active tractors in three columns; moving one to out of service asks why (roles 1 to 4). */
export function TractorStatusPage() {
  const queries = useQueryClient();
  const load = useTractors();
  const [moving, setMoving] = useState<FleetTractor | null>(null);
  return (
    <ContentLayout header={<Header variant="h1" description={b.description}>{b.title}</Header>}>
      <Loaded query={load} feature={b.title}>
        {(tractors) => (
          <ColumnLayout columns={3}>
            {SERVICE_STATES.map((state) => {
              const column = tractors.filter((v) => v.Active && v.serviceState === state);
              return (
                <Container key={state} header={<Header variant="h2" counter={b.count(column.length)}>{stateLabels[state]}</Header>}>
                  <div role="list" aria-label={stateLabels[state]}>
                    {column.length === 0 && <Box color="text-status-inactive">{b.empty}</Box>}
                    {column.map((v) => (
                      <div role="listitem" key={v.VehicleID}>
                        <TractorCard tractor={v} onMove={() => setMoving(v)} />
                      </div>
                    ))}
                  </div>
                </Container>
              );
            })}
          </ColumnLayout>
        )}
      </Loaded>
      {moving && (
        <MoveDialog
          tractor={moving}
          onClose={() => setMoving(null)}
          onSaved={() => {
            setMoving(null);
            void queries.invalidateQueries({ queryKey: fleetKeys.tractors });
          }}
        />
      )}
    </ContentLayout>
  );
}
