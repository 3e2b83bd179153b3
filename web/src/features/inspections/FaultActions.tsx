import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefectState } from '#shared/forms/defect-states';
import { ApiError } from '#web/api/client.ts';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { deferDefect, markDefect, resolveDefect, uploadRepairPhoto, type MaintenanceInProgress, type Repair } from '#web/api/inspections.ts';
import { DateField } from '#web/components/DateField.tsx';
import { TextField } from '#web/components/Fields.tsx';
import type { TypedDay } from '#web/components/typed-day.ts';
import { DialogFooter } from '#web/components/DialogFooter.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { shrinkPhoto } from '#web/features/forms/fill/image-shrink.ts';
import { inspectionText } from './strings.ts';
import { useFaultSaved } from './use-fault-saved.ts';

const t = inspectionText.actions;

/** What an action needs of a fault, from a submission's field or from the repair queue. */
export interface FaultTarget { VehicleID: string; defectId: string; label: string; state: DefectState; outOfService: boolean; version: number }

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && !error.fields.outOfService) return error.message || t.stale;
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) return `${error.message} ${Object.values(error.fields).join(' ')}`;
  return errorMessage(error);
}

function ActionModal({ header, busy, error, onSave, onClose, children }: { header: string; busy: boolean; error: unknown; onSave: () => void; onClose: () => void; children: React.ReactNode }) {
  return (
    <Modal visible header={header} onDismiss={onClose} closeAriaLabel={t.cancel} footer={<DialogFooter action={t.save} busy={busy} onAction={onSave} onCancel={onClose} />}>
      <SpaceBetween size="m">
        {error ? <Alert type="error">{failureText(error)}</Alert> : null}
        {children}
      </SpaceBetween>
    </Modal>
  );
}

type RepairChoice = 'none' | 'new' | 'link';

/** Resolve: what was done, the certification, the repair as a new or linked maintenance record, photos. */
export function ResolveModal({ fault, records, onClose, onResolved }: { fault: FaultTarget; records: readonly MaintenanceInProgress[]; onClose: () => void; onResolved?: () => void }) {
  const saved = useFaultSaved();
  const [comment, setComment] = useState('');
  const [certification, setCertification] = useState<'repaired' | 'not-needed'>('repaired');
  const [choice, setChoice] = useState<RepairChoice>('new');
  const [provider, setProvider] = useState('');
  const [serviceNo, setServiceNo] = useState('');
  const [description, setDescription] = useState(fault.label.slice(0, 120));
  const [recordId, setRecordId] = useState(records[0]?.id ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const send = useMutation({
    mutationFn: async () => {
      const images = await Promise.all(photos.map(async (p) => uploadRepairPhoto(await shrinkPhoto(p), p.name)));
      const repair: Repair | undefined = choice === 'new' ? { create: { ServiceProvider: provider, description, ...(serviceNo ? { ServiceNo: serviceNo } : {}) } } : choice === 'link' && recordId ? { maintenanceRecordId: recordId } : undefined;
      return resolveDefect(fault.VehicleID, fault.defectId, { comment, certification, version: fault.version, ...(images.length ? { images } : {}), ...(repair ? { repair } : {}) });
    },
    onSuccess: () => { saved(); onResolved?.(); onClose(); },
  });
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  const choices = [{ value: 'new', label: t.repairNew }, ...(records.length ? [{ value: 'link', label: t.repairLink }] : []), { value: 'none', label: t.repairNone }];
  return (
    <ActionModal header={t.resolveTitle(fault.label, fault.VehicleID)} busy={send.isPending} error={send.error} onSave={() => send.mutate()} onClose={onClose}>
      <FormField label={t.comment} errorText={fields.comment} stretch>
        <Textarea value={comment} onChange={({ detail }) => setComment(detail.value)} ariaLabel={t.comment} />
      </FormField>
      <FormField label={t.certification}>
        <RadioGroup value={certification} onChange={({ detail }) => setCertification(detail.value as 'repaired' | 'not-needed')} items={[{ value: 'repaired', label: t.certRepaired }, { value: 'not-needed', label: t.certNotNeeded }]} />
      </FormField>
      <FormField label={t.repairRecord}>
        <RadioGroup value={choice} onChange={({ detail }) => setChoice(detail.value as RepairChoice)} items={choices} />
      </FormField>
      {choice === 'new' && (
        <SpaceBetween size="s">
          <TextField label={t.provider} value={provider} onChange={setProvider} error={fields['repair.create.ServiceProvider']} />
          <TextField label={t.serviceNo} value={serviceNo} onChange={setServiceNo} error={fields['repair.create.ServiceNo']} />
          <TextField label={t.description} value={description} onChange={setDescription} error={fields['repair.create.description']} />
        </SpaceBetween>
      )}
      {choice === 'link' && (
        <FormField label={t.record} errorText={fields['repair.maintenanceRecordId']}>
          <Select
            selectedOption={records.map(optionOf).find((o) => o.value === recordId) ?? null}
            options={records.map(optionOf)}
            onChange={({ detail }) => setRecordId(detail.selectedOption.value ?? '')}
            ariaLabel={t.record}
          />
        </FormField>
      )}
      <FormField label={t.photos} errorText={Object.entries(fields).find(([k]) => k.startsWith('images'))?.[1]}>
        <FileUpload
          value={photos}
          multiple
          onChange={({ detail }) => setPhotos(detail.value.slice(0, 5))}
          accept="image/jpeg,image/png"
          i18nStrings={{ uploadButtonText: () => t.photos, dropzoneText: () => t.photos, removeFileAriaLabel: () => t.cancel, limitShowFewer: '−', limitShowMore: '+', errorIconAriaLabel: '!' }}
        />
      </FormField>
    </ActionModal>
  );
}

const optionOf = (r: MaintenanceInProgress) => ({ value: r.id, label: `${r.ServiceDate} · ${r.serviceType || r.id}`, description: [r.ServiceProvider, r.ServiceNo].filter(Boolean).join(' · ') });

/** Defer: a reason and a date within 90 days. */
export function DeferModal({ fault, onClose }: { fault: FaultTarget; onClose: () => void }) {
  const saved = useFaultSaved();
  const [reason, setReason] = useState('');
  const today = useCompanyToday();
  const [until, setUntil] = useState<TypedDay>('');
  const send = useMutation({ mutationFn: (day: string) => deferDefect(fault.VehicleID, fault.defectId, { reason, until: day, version: fault.version }), onSuccess: () => { saved(); onClose(); } });
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  return (
    <ActionModal header={t.deferTitle(fault.label, fault.VehicleID)} busy={send.isPending} error={send.error} onSave={() => until !== null && send.mutate(until)} onClose={onClose}>
      <FormField label={t.reason} errorText={fields.reason} stretch>
        <Textarea value={reason} onChange={({ detail }) => setReason(detail.value)} ariaLabel={t.reason} />
      </FormField>
      <DateField label={t.until} value={until} onChange={setUntil} error={fields.until} description={t.untilHint} isDayEnabled={(day) => day > today} />
    </ActionModal>
  );
}

/** The buttons of one unresolved fault: resolve, defer, and the out-of-service mark. */
export function FaultActions({ fault, records = [], resolveLabel = t.resolve, onResolved }: { fault: FaultTarget; records?: readonly MaintenanceInProgress[]; resolveLabel?: string; onResolved?: () => void }) {
  const saved = useFaultSaved();
  const [open, setOpen] = useState<'resolve' | 'defer' | null>(null);
  const mark = useMutation({ mutationFn: () => markDefect(fault.VehicleID, fault.defectId, { outOfService: !fault.outOfService, version: fault.version }), onSuccess: saved });
  if (fault.state === 'resolved') return null;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="primary" onClick={() => setOpen('resolve')} ariaLabel={`${resolveLabel} ${fault.label}`}>{resolveLabel}</Button>
      {!fault.outOfService && <Button onClick={() => setOpen('defer')} ariaLabel={`${t.defer} ${fault.label}`}>{t.defer}</Button>}
      <Button loading={mark.isPending} onClick={() => mark.mutate()}>{fault.outOfService ? t.clearOutOfService : t.markOutOfService}</Button>
      {mark.isError && <Alert type="error">{failureText(mark.error)}</Alert>}
      {open === 'resolve' && <ResolveModal fault={fault} records={records} onClose={() => setOpen(null)} {...(onResolved ? { onResolved } : {})} />}
      {open === 'defer' && <DeferModal fault={fault} onClose={() => setOpen(null)} />}
    </SpaceBetween>
  );
}
