import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { text } from '#web/strings.ts';
import { AccountItem } from './AccountItem.tsx';

export function SessionFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box padding="xxl">
      <Alert
        type="error"
        header={text.session.failedHeader}
        action={
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onRetry}>{text.session.retry}</Button>
            <AccountItem signedIn variant="normal" />
          </SpaceBetween>
        }
      >
        {message}
      </Alert>
    </Box>
  );
}
