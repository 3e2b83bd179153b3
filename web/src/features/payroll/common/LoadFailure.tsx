import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { isEndpointMissing } from '../../../api/payroll-endpoint.ts';
import { payrollText as t } from '../strings.ts';
import { EndpointPending } from './EndpointPending.tsx';

/** What a failed call tells the user; a call the API lacks is named in the product's words, never by its endpoint. */
export function errorMessage(error: unknown): string {
  if (isEndpointMissing(error)) return t.pending.body;
  return error instanceof Error ? error.message : String(error);
}

/** Why something is not shown: a call the API lacks (honest pending state) or the server's message. */
export function LoadFailure({ error, feature, onRetry }: { error: unknown; feature: string; onRetry?: () => void }) {
  if (isEndpointMissing(error)) return <EndpointPending feature={feature} />;
  return (
    <Alert
      type="error"
      header={t.loadFailed}
      action={onRetry ? <Button onClick={onRetry}>{t.retry}</Button> : undefined}
    >
      {errorMessage(error)}
    </Alert>
  );
}
