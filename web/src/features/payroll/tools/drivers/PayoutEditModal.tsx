import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { payoutEditBody, type TripPayoutView } from '#shared/payroll-api/pay-docs';
import { editPayout } from '../../../../api/payroll-docs.ts';
import { checkFields, saveFailureOf, type SaveFailure } from '../../common/field-errors.ts';
import { usd } from '../../common/format.ts';
import { payrollText, payoutEditText as t } from '../../strings.ts';
import { PayoutAudit } from './PayoutAudit.tsx';

/**
 * A manual payout for one trip line. The line's version goes with the edit, so a change made by someone
 * else since the table was loaded is refused (409) and shown instead of being overwritten.
 */
export function PayoutEditModal({ payRunId, line, onClose, onSaved, onReload }: { payRunId: string; line: TripPayoutView; onClose: () => void; onSaved: () => void; onReload: () => void }) {
  const [amount, setAmount] = useState(line.payout.toFixed(2));
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const draft = { payout: amount.trim() === '' ? Number.NaN : Number(amount), version: line.version, ...(note.trim() ? { note: note.trim() } : {}) };
    const checked = checkFields(payoutEditBody, draft);
    if (!checked.ok) {
      setFailure({ fields: { payout: t.invalid, ...checked.fields }, message: null, conflict: false });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await editPayout(payRunId, line.DriverID, line.TripNumber, checked.data);
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
      size="medium"
      onDismiss={onClose}
      header={t.header(line.TripNumber)}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button variant="link" onClick={onClose}>
              {payrollText.cancel}
            </Button>
            <Button variant="primary" loading={busy} disabled={failure?.conflict === true} onClick={() => void save()}>
              {payrollText.save}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {failure?.conflict && (
          <Alert type="warning" header={payrollText.conflict.header} action={<Button onClick={onReload}>{payrollText.conflict.reload}</Button>}>
            {payrollText.conflict.body}
          </Alert>
        )}
        {failure && !failure.conflict && failure.message && <Alert type="error">{failure.message}</Alert>}
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
      </SpaceBetween>
    </Modal>
  );
}
