import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { bonusButtonBody } from '#shared/payroll-api/tools';
import { createBonusButton, updateBonusButton } from '../../../../api/payroll-rules.ts';
import { checkFields, saveFailureOf, type SaveFailure } from '../../common/field-errors.ts';
import { payrollText, bonusText as t } from '../../strings.ts';
import type { LookupOptions } from '../use-lookup-options.ts';
import { bonusBodyOf, type BonusDraft } from './bonus-draft.ts';
import { BonusButtonForm } from './BonusButtonForm.tsx';

/** The bonus button editor in a dialog: checks the draft with the API's schema, then saves it. */
export function BonusButtonEditor({ initial, lookups, onClose, onSaved }: { initial: BonusDraft; lookups: LookupOptions; onClose: () => void; onSaved: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const checked = checkFields(bonusButtonBody, bonusBodyOf(draft));
    if (!checked.ok) {
      setFailure({ fields: checked.fields, message: payrollText.fixFields, conflict: false });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (draft.id) await updateBonusButton(draft.id, checked.data);
      else await createBonusButton(checked.data);
      onSaved();
    } catch (error) {
      setFailure(saveFailureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      size="max"
      onDismiss={onClose}
      header={draft.id ? t.editHeader(initial.label) : t.createHeader}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button variant="link" onClick={onClose}>
              {payrollText.cancel}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void save()}>
              {payrollText.save}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {failure?.conflict && <Alert type="warning" header={payrollText.conflict.header}>{payrollText.conflict.body}</Alert>}
        {failure && !failure.conflict && failure.message && <Alert type="error">{failure.message}</Alert>}
        <BonusButtonForm draft={draft} onChange={setDraft} errors={failure?.fields ?? {}} lookups={lookups} />
      </SpaceBetween>
    </Modal>
  );
}
