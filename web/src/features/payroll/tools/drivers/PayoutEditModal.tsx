import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { payoutEditBody, type PayoutEdit, type TripPayoutView } from '#shared/payroll-api/pay-docs';
import { editPayout } from '#web/api/payroll-docs.ts';
import { usd } from '#web/components/format.ts';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { payoutEditText as t } from '#web/features/payroll/strings.ts';
import { PayoutAudit } from './PayoutAudit.tsx';

/**
 * A manual payout for one trip line. The line's version goes with the edit, so a change made by someone
 * else since the table was loaded is refused (409) and shown instead of being overwritten.
 */
export function PayoutEditModal({ payRunId, line, onClose, onSaved, onReload }: { payRunId: string; line: TripPayoutView; onClose: () => void; onSaved: () => void; onReload: () => void }) {
  const [amount, setAmount] = useState(line.payout.toFixed(2));
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({ mutationFn: (edit: PayoutEdit) => editPayout(payRunId, line.DriverID, line.TripNumber, edit), onSuccess: onSaved });
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);

  const save = () => {
    const draft = { payout: amount.trim() === '' ? Number.NaN : Number(amount), version: line.version, ...(note.trim() ? { note: note.trim() } : {}) };
    const checked = checkFields(payoutEditBody, draft);
    if (!checked.ok) {
      mutation.reset();
      setInvalid({ fields: { payout: t.invalid, ...checked.fields }, message: null, conflict: false });
      return;
    }
    setInvalid(null);
    mutation.mutate(checked.data);
  };

  return (
    <SaveModal size="medium" header={t.header(line.TripNumber)} busy={mutation.isPending} failure={failure} onSave={save} onClose={onClose} onReload={onReload}>
      <FormField label={t.current}>
        <Box>{usd(line.payout)}</Box>
      </FormField>
      <FormField label={t.engine}>
        <Box color="text-body-secondary">{line.explanation}</Box>
      </FormField>
      <FormField label={t.payout} description={t.payoutHint} errorText={failure?.fields.payout}>
        <Input type="number" inputMode="decimal" value={amount} onChange={({ detail }) => setAmount(detail.value)} ariaLabel={t.payout} />
      </FormField>
      <FormField label={t.note} errorText={failure?.fields.note}>
        <Input value={note} onChange={({ detail }) => setNote(detail.value)} ariaLabel={t.note} />
      </FormField>
      <PayoutAudit payRunId={payRunId} line={line} />
    </SaveModal>
  );
}
