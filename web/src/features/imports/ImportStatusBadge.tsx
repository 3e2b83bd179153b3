import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ImportStatus } from '#shared/imports/api';
import { importText as t } from './strings.ts';

const KIND: Record<ImportStatus, StatusIndicatorProps.Type> = {
  validating: 'loading',
  ready: 'pending',
  importing: 'in-progress',
  completed: 'success',
  failed: 'error',
  'rolling-back': 'in-progress',
  'rolled-back': 'stopped',
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return <StatusIndicator type={KIND[status] ?? 'info'}>{t.statuses[status] ?? status}</StatusIndicator>;
}
