import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { DocumentStatus } from '#shared/fleet/documents';
import { usDate } from '#web/components/format.ts';
import { expiryStatus } from './driver-facts.ts';
import { driverText as t } from './strings.ts';

const TYPES: Record<DocumentStatus, StatusIndicatorProps.Type> = { expired: 'error', expiring: 'warning', valid: 'success', 'no-expiry': 'stopped' };

/** An expiry date with its status: "Expired · 03/10/2026". */
export function ExpiryStatus({ date }: { date: string | undefined }) {
  const status = expiryStatus(date);
  return <StatusIndicator type={TYPES[status]}>{date ? `${t.docStatus[status]} · ${usDate(date)}` : t.docStatus[status]}</StatusIndicator>;
}
