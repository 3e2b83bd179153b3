import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { DialogFooter } from './DialogFooter.tsx';
import { componentText as t } from './strings.ts';

/** What the last save said: one message, or a conflict (409) with someone else's change. */
export interface SaveModalFailure {
  message: string | null;
  conflict: boolean;
}

interface SaveModalProps {
  header: string;
  busy: boolean;
  failure: SaveModalFailure | null;
  onSave: () => void;
  onClose: () => void;
  size?: ModalProps.Size;
  /** Offered on a conflict: read the current values again. A conflict then blocks Save until they are read. */
  onReload?: () => void;
  children: ReactNode;
}

/** An editor in a dialog: its fields, the failure of the last save, Cancel and Save. */
export function SaveModal({ header, busy, failure, onSave, onClose, size = 'large', onReload, children }: SaveModalProps) {
  const conflict = failure?.conflict === true;
  return (
    <Modal
      visible
      size={size}
      onDismiss={onClose}
      header={header}
      closeAriaLabel={t.close}
      footer={<DialogFooter action={t.save} busy={busy} disabled={conflict && onReload !== undefined} onAction={onSave} onCancel={onClose} />}
    >
      <SpaceBetween size="m">
        {conflict && (
          <Alert type="warning" header={t.conflict.header} action={onReload ? <Button onClick={onReload}>{t.conflict.reload}</Button> : undefined}>
            {t.conflict.body}
          </Alert>
        )}
        {failure && !conflict && failure.message && <Alert type="error">{failure.message}</Alert>}
        {children}
      </SpaceBetween>
    </Modal>
  );
}
