import { useState } from 'react';
import { adjustmentBody, adjustmentUpdateBody, type AdjustmentView } from '#shared/payroll-api/adjustments';
import { createAdjustment, updateAdjustment, type AdjustmentUpdate } from '#web/api/payroll-adjustments.ts';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { useSave } from '#web/features/payroll/rules/lookups/use-save.ts';
import type { LookupOption } from '#web/features/payroll/rules/use-lookup-options.ts';
import { adjustmentText as t } from '#web/features/payroll/strings.ts';
import { createBodyOf, datesTyped, draftOfAdjustment, emptyAdjustment, updateBodyOf } from './adjustment-draft.ts';
import { AdjustmentForm } from './AdjustmentForm.tsx';

/** Create an adjustment, or edit one (label, amount, end, active, note) under its version lock. */
export function AdjustmentEditor({ adjustment, drivers, onClose, onSaved }: { adjustment: AdjustmentView | null; drivers: LookupOption[] | null; onClose: () => void; onSaved: () => void }) {
  const [draft, setDraft] = useState(() => (adjustment ? draftOfAdjustment(adjustment) : emptyAdjustment()));
  const create = useSave(adjustmentBody, (body) => createAdjustment(body), onSaved);
  const update = useSave(adjustmentUpdateBody, (body) => updateAdjustment(adjustment?.adjustmentId ?? '', body as AdjustmentUpdate), onSaved);
  const active = adjustment ? update : create;
  const save = () => {
    if (datesTyped(draft)) void active.save(adjustment ? updateBodyOf(draft, adjustment.version) : createBodyOf(draft));
  };
  return (
    <SaveModal header={adjustment ? t.editHeader(adjustment.label) : t.create} busy={active.busy} failure={active.failure} onSave={save} onClose={onClose}>
      <AdjustmentForm draft={draft} onChange={setDraft} errors={active.errors} drivers={drivers} editing={adjustment !== null} />
    </SaveModal>
  );
}
