import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { DocumentStatus } from '#shared/documents/document-api';
import { documentText as t } from './strings.ts';

const INDICATOR: Record<DocumentStatus, StatusIndicatorProps.Type> = { expired: 'error', expiring: 'warning', valid: 'success', 'no-expiry': 'info' };

export function StatusBadge({ status }: { status: DocumentStatus }) {
  return <StatusIndicator type={INDICATOR[status]}>{t.statuses[status]}</StatusIndicator>;
}
