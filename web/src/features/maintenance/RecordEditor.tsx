import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { recordCreateBody, type RecordInput, type RecordView } from '#shared/maintenance/api';
import { TYPED_DATE_FORMATS } from '#shared/validation/typed-date';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { createRecord, updateRecord, uploadInvoice } from '#web/api/maintenance.ts';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { useSave } from '#web/features/payroll/rules/lookups/use-save.ts';
import { CostLinesField } from './CostLinesField.tsx';
import { maintenanceKeys } from './query-keys.ts';
import { bodyOfRecord, draftOfRecord, emptyRecord, type RecordDraft } from './record-draft.ts';
import { maintenanceText as t } from './strings.ts';
import { VoidedRecordView } from './VoidedRecordView.tsx';
import { VoidRecordDialog } from './VoidRecordDialog.tsx';

const STATUSES = [{ value: 'In Progress', label: t.inProgress }, { value: 'Completed', label: t.completed }];

interface EditorProps { record: RecordView | null; vehicleId?: string; onClose: () => void; onSaved: () => void }

/**
 * Create or edit a maintenance record, its cost lines and its invoice; or void it (asking why), after
 * which it reads as voided and nothing of it can be changed.
 */
export function RecordEditor({ record, vehicleId, onClose, onSaved }: EditorProps) {
  const queries = useQueryClient();
  const [shown, setShown] = useState(record);
  const [voiding, setVoiding] = useState(false);
  if (shown?.voided) return <VoidedRecordView record={shown} voided={shown.voided} onClose={onClose} />;
  if (shown && voiding) {
    const voided = (answer: RecordView) => {
      setShown(answer);
      setVoiding(false);
      void queries.invalidateQueries({ queryKey: maintenanceKeys.all });
    };
    return <VoidRecordDialog record={shown} onVoided={voided} onClose={() => setVoiding(false)} />;
  }
  return <RecordForm record={shown} vehicleId={vehicleId} onClose={onClose} onSaved={onSaved} onVoid={shown ? () => setVoiding(true) : undefined} />;
}

function RecordForm({ record, vehicleId, onClose, onSaved, onVoid }: EditorProps & { onVoid: (() => void) | undefined }) {
  const today = useCompanyToday();
  const [draft, setDraft] = useState<RecordDraft>(() => (record ? draftOfRecord(record) : emptyRecord(today, vehicleId)));
  const [invoice, setInvoice] = useState<File[]>([]);
  const send = async (body: RecordInput) => {
    const saved = record ? await updateRecord(record, body) : await createRecord(body);
    if (invoice[0]) await uploadInvoice(saved, invoice[0]);
    return saved;
  };
  const active = useSave(recordCreateBody, send, onSaved);
  const e = active.errors;
  const set = (patch: Partial<RecordDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <SaveModal header={record ? t.editRecord : t.newRecord} busy={active.busy} failure={active.failure} onSave={() => active.save(bodyOfRecord(draft))} onClose={onClose}>
      {onVoid && <Box textAlign="right"><Button iconName="remove" onClick={onVoid}>{t.void.action}</Button></Box>}
      <ColumnLayout columns={2}>
        <TextField label={t.form.tractor} value={draft.VehicleID} onChange={(VehicleID) => set({ VehicleID })} error={e.VehicleID} />
        <TextField label={t.form.date} value={draft.ServiceDate} onChange={(ServiceDate) => set({ ServiceDate })} error={e.ServiceDate} constraint={TYPED_DATE_FORMATS} />
        <FormField label={t.form.status} errorText={e.ServiceStatus}>
          <Select selectedOption={STATUSES.find((s) => s.value === draft.ServiceStatus)!} options={STATUSES} ariaLabel={t.form.status} onChange={({ detail }) => set({ ServiceStatus: detail.selectedOption.value as RecordDraft['ServiceStatus'] })} />
        </FormField>
        <TextField label={t.form.type} value={draft.serviceType} onChange={(serviceType) => set({ serviceType })} error={e.serviceType} />
        <TextField label={t.form.odometer} value={draft.odometer} onChange={(odometer) => set({ odometer })} error={e.odometer} numeric />
        <TextField label={t.form.serviceNo} value={draft.ServiceNo} onChange={(ServiceNo) => set({ ServiceNo })} error={e.ServiceNo} />
        <TextField label={t.form.provider} value={draft.ServiceProvider} onChange={(ServiceProvider) => set({ ServiceProvider })} error={e.ServiceProvider} />
        <div>
          <CheckField label={t.form.pm} checked={draft.isPM} onChange={(isPM) => set({ isPM })} />
          <CheckField label={t.form.filed} checked={draft.filed} onChange={(filed) => set({ filed })} />
        </div>
      </ColumnLayout>
      <CostLinesField lines={draft.costLines} onChange={(costLines) => set({ costLines })} error={Object.entries(e).find(([key]) => key.startsWith('costLines'))?.[1]} />
      <FormField label={t.form.notes} errorText={e.notes} stretch>
        <Textarea value={draft.notes} onChange={({ detail }) => set({ notes: detail.value })} ariaLabel={t.form.notes} />
      </FormField>
      <FormField label={t.form.invoice} description={draft.filename ? t.form.invoiceSaved(draft.filename) : undefined}>
        <FileUpload
          value={invoice}
          onChange={({ detail }) => setInvoice(detail.value)}
          accept="application/pdf,image/jpeg,image/png"
          i18nStrings={{ uploadButtonText: () => t.form.invoice, dropzoneText: () => t.form.invoice, removeFileAriaLabel: () => t.form.removeLine, limitShowFewer: '−', limitShowMore: '+', errorIconAriaLabel: '!' }}
        />
      </FormField>
    </SaveModal>
  );
}
