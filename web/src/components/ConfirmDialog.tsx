import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';
import { DialogFooter } from './DialogFooter.tsx';
import { errorMessage } from './LoadFailure.tsx';
import { componentText as t } from './strings.ts';

interface ConfirmDialogProps {
  header: string;
  action: string;
  /** A promise keeps the dialog busy; it closes when the promise resolves and shows the failure when it rejects. */
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
  children: ReactNode;
  /** When the action reports its own outcome (e.g. a snackbar) the caller closes the dialog itself. */
  closeOnConfirm?: boolean;
}

/** Asks before an irreversible change; a failure is shown in the dialog, which then stays open. */
export function ConfirmDialog({ header, action, onConfirm, onClose, children, closeOnConfirm = true }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      if (closeOnConfirm) onClose();
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
      closeAriaLabel={t.close}
      footer={<DialogFooter action={action} busy={busy} onAction={() => void confirm()} onCancel={onClose} />}
    >
      <SpaceBetween size="s">
        <Box>{children}</Box>
        {failure && <Alert type="error">{failure}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
