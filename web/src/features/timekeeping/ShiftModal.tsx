import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import type { ShiftView } from '#shared/timekeeping/api';
import { ApiError } from '#web/api/client.ts';
import { timekeepingApi } from '#web/api/timekeeping.ts';
import { SaveModal, type SaveModalFailure } from '#web/components/SaveModal.tsx';
import { timekeepingText as t } from './strings.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the office types it, in this computer's time: 2025-11-12 20:00. */
function localText(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function readLocal(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number);
  const date = new Date(y!, m! - 1, d!, h!, min!);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Adds or edits a shift; every change needs a reason, which the audit keeps. */
export function ShiftModal({ driverId, shift, onClose, onSaved }: { driverId: string; shift: ShiftView | null; onClose: () => void; onSaved: () => void }) {
  const [inText, setIn] = useState(localText(shift?.in));
  const [outText, setOut] = useState(localText(shift?.out));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SaveModalFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const found: Record<string, string> = {};
    const inAt = readLocal(inText);
    const outAt = outText.trim() === '' ? null : readLocal(outText);
    if (!inAt) found.in = t.inRequired;
    if (outText.trim() !== '' && !outAt) found.out = t.inRequired;
    if (reason.trim() === '') found.reason = t.reasonRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (shift) await timekeepingApi.editShift(driverId, shift.punchId, { in: inAt!, out: outAt, reason, version: shift.version });
      else await timekeepingApi.addShift(driverId, { in: inAt!, ...(outAt ? { out: outAt } : {}), reason });
      onSaved();
    } catch (error) {
      setFailure({ message: error instanceof Error ? error.message : String(error), conflict: error instanceof ApiError && error.status === 409 && shift !== null });
      if (error instanceof ApiError) setErrors(error.fields);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SaveModal header={shift ? t.editShift : t.addShift} busy={busy} failure={failure} onSave={() => void save()} onClose={onClose} size="medium">
      <FormField label={t.clockInAt} errorText={errors.in} constraintText="YYYY-MM-DD HH:MM">
        <Input value={inText} onChange={({ detail }) => setIn(detail.value)} ariaLabel={t.clockInAt} placeholder="2025-11-12 06:00" />
      </FormField>
      <FormField label={t.clockOutAt} errorText={errors.out} constraintText={t.openAllowed}>
        <Input value={outText} onChange={({ detail }) => setOut(detail.value)} ariaLabel={t.clockOutAt} placeholder="2025-11-12 14:30" />
      </FormField>
      <FormField label={t.reason} errorText={errors.reason} description={t.reasonHint}>
        <Input value={reason} onChange={({ detail }) => setReason(detail.value)} ariaLabel={t.reason} />
      </FormField>
    </SaveModal>
  );
}
