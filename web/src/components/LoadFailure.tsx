import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';

/** What a failed call tells the user: the server's message. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why something is not shown: which part failed and the server's message. */
export function LoadFailure({ error, feature, onRetry }: { error: unknown; feature: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" header={t('common.loadFailed', { feature })} action={onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : undefined}>
      {errorMessage(error)}
    </Alert>
  );
}
