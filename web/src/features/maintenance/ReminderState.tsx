import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ReminderState as State } from '#shared/maintenance/api';
import { maintenanceText as t } from './strings.ts';

const TYPES: Record<State, StatusIndicatorProps.Type> = { overdue: 'error', due: 'warning', 'due-soon': 'pending', ok: 'success', unknown: 'stopped' };

export function ReminderState({ state }: { state: State }) {
  return <StatusIndicator type={TYPES[state]}>{t.states[state]}</StatusIndicator>;
}
