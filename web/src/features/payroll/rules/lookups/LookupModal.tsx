import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { SaveFailure } from '../../common/field-errors.ts';
import { payrollText } from '../../strings.ts';

/** The dialog of a lookup editor: its fields, the failure of the last save, Cancel and Save. */
export function LookupModal({ header, busy, failure, onSave, onClose, size = 'large', children }: { header: string; busy: boolean; failure: SaveFailure | null; onSave: () => void; onClose: () => void; size?: ModalProps.Size; children: ReactNode }) {
  return (
    <Modal
      visible
      size={size}
      onDismiss={onClose}
      header={header}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button variant="link" onClick={onClose}>
              {payrollText.cancel}
            </Button>
            <Button variant="primary" loading={busy} onClick={onSave}>
              {payrollText.save}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {failure?.conflict && <Alert type="warning" header={payrollText.conflict.header}>{payrollText.conflict.body}</Alert>}
        {failure && !failure.conflict && failure.message && <Alert type="error">{failure.message}</Alert>}
        {children}
      </SpaceBetween>
    </Modal>
  );
}
