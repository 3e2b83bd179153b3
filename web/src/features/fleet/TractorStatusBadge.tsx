import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { FleetTractor } from '#shared/fleet/tractor-api';
import { tractorStatus, type TractorStatus } from '#shared/fleet/tractor-list';
import { statusLabels } from './strings.ts';

const TYPES: Record<TractorStatus, StatusIndicatorProps.Type> = { 'in-service': 'success', 'in-shop': 'in-progress', 'out-of-service': 'error', inactive: 'stopped' };

export function TractorStatusBadge({ tractor }: { tractor: FleetTractor }) {
  const status = tractorStatus(tractor);
  return <StatusIndicator type={TYPES[status]}>{statusLabels[status]}</StatusIndicator>;
}
