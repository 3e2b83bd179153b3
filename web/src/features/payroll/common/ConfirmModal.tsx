import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';
import { payrollText as t } from '../strings.ts';
import { errorMessage } from './LoadFailure.tsx';

/** Asks before an irreversible change; a failure is shown in the dialog, which then stays open. */
export function ConfirmModal({ header, action, onConfirm, onClose, children }: { header: string; action: string; onConfirm: () => Promise<void>; onClose: () => void; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={header}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button variant="link" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void confirm()}>
              {action}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box>{children}</Box>
        {failure && <Alert type="error">{failure}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
