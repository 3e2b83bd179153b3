import { useState } from 'react';
import { bonusButtonBody } from '#shared/payroll-api/tools';
import { createBonusButton, updateBonusButton } from '#web/api/payroll-rules.ts';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { useSave } from '#web/features/payroll/rules/lookups/use-save.ts';
import { bonusText as t } from '#web/features/payroll/strings.ts';
import type { LookupOptions } from '#web/features/payroll/rules/use-lookup-options.ts';
import { bonusBodyOf, type BonusDraft } from './bonus-draft.ts';
import { BonusButtonForm } from './BonusButtonForm.tsx';

/** The bonus button editor in a dialog: checks the draft with the API's schema, then saves it. */
export function BonusButtonEditor({ initial, lookups, onClose, onSaved }: { initial: BonusDraft; lookups: LookupOptions; onClose: () => void; onSaved: () => void }) {
  const [draft, setDraft] = useState(initial);
  const { busy, failure, save, errors } = useSave(bonusButtonBody, (body) => (draft.id ? updateBonusButton(draft.id, body) : createBonusButton(body)), onSaved);

  return (
    <SaveModal size="max" header={draft.id ? t.editHeader(initial.label) : t.createHeader} busy={busy} failure={failure} onSave={() => save(bonusBodyOf(draft))} onClose={onClose}>
      <BonusButtonForm draft={draft} onChange={setDraft} errors={errors} lookups={lookups} />
    </SaveModal>
  );
}
