import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { ShownStatus } from '#shared/documents/document-display';

const INDICATOR: Record<ShownStatus, StatusIndicatorProps.Type> = { expired: 'error', expiring: 'warning', valid: 'success', 'no-expiry': 'info', missing: 'warning' };

/** A document's status as shown (a CDL or medical card without a date reads "Missing"). */
export function StatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation();
  return <StatusIndicator type={INDICATOR[status]}>{t(`documents.statuses.${status}`)}</StatusIndicator>;
}
