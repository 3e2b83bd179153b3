import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { isEndpointMissing } from '../../../api/payroll-endpoint.ts';
import { payrollText as t } from '../strings.ts';
import { EndpointPending } from './EndpointPending.tsx';

export function errorMessage(error: unknown): string {
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
