import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { ShownStatus } from '#shared/documents/document-display';
import { useCompanyZone } from '#web/auth/company-zone.ts';
import { usDate } from '#web/components/format.ts';
import { expiryStatus } from './driver-facts.ts';

const TYPES: Record<ShownStatus, StatusIndicatorProps.Type> = { expired: 'error', expiring: 'warning', valid: 'success', 'no-expiry': 'stopped', missing: 'warning' };

/** A CDL or medical card's expiry with its status: "Expired · 03/10/2026", or "Missing" without a date. */
export function ExpiryStatus({ date }: { date: string | undefined }) {
  const { t } = useTranslation();
  const rule = expiryStatus(date, useCompanyZone());
  // Both papers always expire: no date on file means it is missing, not that it never expires.
  const status: ShownStatus = rule === 'no-expiry' ? 'missing' : rule;
  const label = t(`documents.statuses.${status}`);
  return <StatusIndicator type={TYPES[status]}>{date ? `${label} · ${usDate(date)}` : label}</StatusIndicator>;
}
