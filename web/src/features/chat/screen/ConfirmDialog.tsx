import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { chatText } from '../strings.ts';

/** The chat's "are you sure" step before a delete; the action reports its own outcome in the snackbar. */
export function ConfirmDialog({ header, text, action, onConfirm, onCancel }: { header: string; text: string; action: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal
      visible
      header={header}
      onDismiss={onCancel}
      closeAriaLabel={chatText.close}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>{chatText.cancel}</Button>
            <Button variant="primary" onClick={onConfirm}>{action}</Button>
          </SpaceBetween>
        </Box>
      }
    >
      {text}
    </Modal>
  );
}
