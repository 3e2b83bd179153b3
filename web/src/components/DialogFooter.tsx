import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { componentText as t } from './strings.ts';

interface DialogFooterProps {
  /** The primary button's label. */
  action: string;
  busy: boolean;
  disabled?: boolean;
  onAction: () => void;
  onCancel: () => void;
}

/** Cancel and the dialog's one action, right-aligned: the footer every dialog of the product shares. */
export function DialogFooter({ action, busy, disabled = false, onAction, onCancel }: DialogFooterProps) {
  return (
    <Box float="right">
      <SpaceBetween size="xs" direction="horizontal">
        <Button variant="link" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button variant="primary" loading={busy} disabled={disabled} onClick={onAction}>
          {action}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
