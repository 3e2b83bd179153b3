import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { CorrectionAuditView } from '#shared/trips/api';
import type { VehicleDetailView } from '#web/api/payroll-vehicles.ts';
import { ApiError } from '#web/api/client.ts';
import { assignFuel, editVehicleSummary, listCorrections } from '#web/api/trips.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { TextField } from '#web/components/Fields.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { SaveModal, type SaveModalFailure } from '#web/components/SaveModal.tsx';
import { usDateTime } from '#web/components/format.ts';
import { tripText as t } from '#web/features/trips/strings.ts';
import { MoveTripDialog } from '#web/features/payroll/tools/MoveTripDialog.tsx';

type Dialog = 'fuel' | 'summary' | null;

const auditColumns: DataColumn<CorrectionAuditView>[] = [
  { id: 'when', header: t.changedAt, cell: (a) => usDateTime(a.changedAt), sortKey: (a) => a.changedAt, width: 170 },
  { id: 'what', header: t.what, cell: (a) => t.kind[a.kind] ?? a.kind, width: 140 },
  { id: 'subject', header: t.subject, cell: (a) => a.subject, text: (a) => a.subject },
  { id: 'before', header: t.before, cell: (a) => a.before, text: (a) => a.before },
  { id: 'after', header: t.after, cell: (a) => a.after, text: (a) => a.after },
  { id: 'by', header: t.changedBy, cell: (a) => a.changedBy, width: 140 },
  { id: 'note', header: t.note, cell: (a) => a.note ?? '' },
];

/** The payroll corrections of one vehicle's week: move a trip to its right driver, assign fuel to a trip, edit the summary; and the run's corrections audit. */
export function VehicleCorrections({ payRunId, vehicleId, truck }: { payRunId: string; vehicleId: string; truck: VehicleDetailView }) {
  const queryClient = useQueryClient();
  const audit = useQuery({ queryKey: ['payroll', 'corrections', payRunId], queryFn: () => listCorrections(payRunId) });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [moving, setMoving] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveModalFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (name: string) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const fieldError = (name: string) => fieldErrors[name];

  const open = (which: Dialog) => {
    setFailure(null);
    setFieldErrors({});
    setFields(which === 'summary' && truck.summary ? { notes: truck.summary.notes ?? '', miles: String(truck.summary.miles), gallons: String(truck.summary.gallons) } : {});
    setDialog(which);
  };

  const save = async () => {
    setBusy(true);
    try {
      const note = fields.note?.trim() || undefined;
      const answer =
        dialog === 'fuel'
          ? await assignFuel(payRunId, vehicleId, Number(fields.fuel ?? '-1'), fields.trip ?? '', note)
          : await editVehicleSummary(payRunId, vehicleId, { version: truck.summary?.version ?? 1, notes: fields.notes ?? '', miles: Number(fields.miles), gallons: Number(fields.gallons), ...(note ? { note } : {}) });
      setDone(t.recalculated(answer.recalculatedDrivers));
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: ['payroll'] });
    } catch (error) {
      setFieldErrors(error instanceof ApiError ? error.fields : {});
      setFailure({ message: errorMessage(error), conflict: error instanceof ApiError && error.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  const trips = truck.TripLogs.map((trip) => String(trip.TripNumber));
  const fuel = truck.FuelLogs.map((f) => ({ value: String(f.StatementOrderIndex), label: String(f.TicketNumber) }));

  return (
    <SpaceBetween size="s">
      {done && <Alert type="success" dismissible onDismiss={() => setDone(null)}>{done}</Alert>}
      <DataTable
        items={audit.data ?? []}
        loading={audit.isLoading}
        columns={auditColumns}
        trackBy="auditId"
        variant="embedded"
        header={
          <Header
            variant="h3"
            description={t.correctionsDescription}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button disabled={trips.length === 0} onClick={() => setMoving(true)}>{t.moveTrip}</Button>
                <Button disabled={fuel.length === 0} onClick={() => open('fuel')}>{t.assignFuel}</Button>
                <Button disabled={!truck.summary} onClick={() => open('summary')}>{t.editSummary}</Button>
              </SpaceBetween>
            }
          >
            {t.corrections}
          </Header>
        }
        empty={t.noCorrections}
        ariaLabel={t.corrections}
        pageSize={10}
      />
      {moving && (
        <MoveTripDialog
          payRunId={payRunId}
          trips={trips}
          onClose={() => setMoving(false)}
          onMoved={(drivers) => {
            setMoving(false);
            setDone(t.recalculated(drivers));
            void queryClient.invalidateQueries({ queryKey: ['payroll'] });
          }}
        />
      )}
      {dialog && (
        <SaveModal
          header={dialog === 'fuel' ? t.assignFuelHeader(fuel.find((f) => f.value === fields.fuel)?.label ?? '') : t.editSummaryHeader(vehicleId)}
          busy={busy}
          failure={failure}
          onSave={() => void save()}
          onClose={() => setDialog(null)}
          size="medium"
        >
          {dialog === 'fuel' && (
            <>
              <FormField label={t.fuel}>
                <Select selectedOption={fuel.find((f) => f.value === fields.fuel) ?? null} options={fuel} onChange={({ detail }) => set('fuel')(detail.selectedOption.value ?? '')} ariaLabel={t.fuel} />
              </FormField>
              <TextField label={t.tripNumber} value={fields.trip ?? ''} onChange={set('trip')} error={fieldError('tripNumber')} />
            </>
          )}
          {dialog === 'summary' && (
            <>
              <TextField label={t.notes} value={fields.notes ?? ''} onChange={set('notes')} error={fieldError('notes')} />
              <TextField label={t.miles} value={fields.miles ?? ''} onChange={set('miles')} numeric error={fieldError('miles')} />
              <TextField label={t.gallons} value={fields.gallons ?? ''} onChange={set('gallons')} numeric error={fieldError('gallons')} />
            </>
          )}
          <TextField label={t.note} value={fields.note ?? ''} onChange={set('note')} error={fieldError('note')} />
        </SaveModal>
      )}
    </SpaceBetween>
  );
}
