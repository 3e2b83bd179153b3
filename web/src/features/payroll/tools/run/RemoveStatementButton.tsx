import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Alert from '@cloudscape-design/components/alert';
import { useState } from 'react';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import { removeStatementData } from '../../../../api/payroll-imports.ts';
import { errorMessage } from '../../common/LoadFailure.tsx';
import { payrollText as t } from '../../strings.ts';

/** Spec /removeStatementData: the run's imported rows and what was calculated from them go. */
export function RemoveStatementButton({ run, onRemoved }: { run: PayRunView; onRemoved: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await removeStatementData(run.PayRunID);
      setOpen(false);
      onRemoved();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.statement.remove}</Button>
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        header={t.statement.remove}
        footer={
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="link" onClick={() => setOpen(false)}>
                {t.cancel}
              </Button>
              <Button variant="primary" loading={busy} onClick={() => void remove()}>
                {t.statement.remove}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="s">
          <Box>{t.statement.removeConfirm}</Box>
          {failure && <Alert type="error">{failure}</Alert>}
        </SpaceBetween>
      </Modal>
    </>
  );
}
