import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import type { SafetyEvent, SummaryRow } from '#shared/integrations/safety';
import type { DataColumn } from '#web/components/DataTable.tsx';
import { safetyText } from './strings.ts';

const t = safetyText;

/** A provider time shown in the browser's own clock, to the minute. */
export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });
}

const yesNo = (value: boolean) => (value ? t.yes : t.no);

export function eventColumns(onOpen: (event: SafetyEvent) => void): DataColumn<SafetyEvent>[] {
  return [
    {
      id: 'lastUpdatedAt', header: t.columns.lastUpdatedAt, sortKey: (e) => e.lastUpdatedAt,
      cell: (e) => <Link onFollow={(event) => { event.preventDefault(); onOpen(e); }} href="#">{when(e.lastUpdatedAt)}</Link>,
    },
    { id: 'recordedAt', header: t.columns.recordedAt, cell: (e) => when(e.recordedAt), sortKey: (e) => e.recordedAt },
    { id: 'vehicle', header: t.columns.vehicle, cell: (e) => e.vehicleName, sortKey: (e) => e.vehicleName, text: (e) => e.vehicleName },
    {
      id: 'driver', header: t.columns.driver, sortKey: (e) => e.driverName || e.driverEmployeeId,
      cell: (e) => (e.driverEmployeeId ? `${e.driverName || e.driverEmployeeId} (${e.driverEmployeeId})` : t.unknownDriver),
      text: (e) => `${e.driverName} ${e.driverEmployeeId}`,
    },
    { id: 'trigger', header: t.columns.trigger, cell: (e) => e.triggerName, sortKey: (e) => e.triggerName, text: (e) => e.triggerName },
    { id: 'behaviours', header: t.columns.behaviours, cell: (e) => e.behaviours.join(', '), text: (e) => e.behaviours.join(' ') },
    { id: 'coached', header: t.columns.coached, cell: (e) => yesNo(e.coached), sortKey: (e) => Number(e.coached) },
    { id: 'closed', header: t.columns.closed, cell: (e) => yesNo(e.closed), sortKey: (e) => Number(e.closed) },
  ];
}

export const summaryColumns: DataColumn<SummaryRow>[] = [
  {
    id: 'name', header: t.columns.name, sortKey: (r) => r.name, text: (r) => `${r.name} ${r.id}`,
    cell: (r) => (r.matched ? r.name : <Box color="text-status-inactive">{r.name}</Box>),
  },
  { id: 'id', header: t.columns.id, cell: (r) => r.id || t.notMatched, sortKey: (r) => r.id },
  { id: 'events', header: t.columns.events, cell: (r) => r.events, sortKey: (r) => r.events },
  { id: 'coached', header: t.columns.coached, cell: (r) => r.coached, sortKey: (r) => r.coached },
  { id: 'closed', header: t.columns.closed, cell: (r) => r.closed, sortKey: (r) => r.closed },
];

/** The footer of a summary table: the rows on screen added up, column by column. */
export function SummaryTotal({ rows }: { rows: readonly SummaryRow[] }) {
  const sum = (pick: (r: SummaryRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return (
    <Box fontWeight="bold" data-testid="safety-summary-total">
      {t.total}: {sum((r) => r.events)} {t.columns.events.toLowerCase()}, {sum((r) => r.coached)} {t.columns.coached.toLowerCase()}, {sum((r) => r.closed)} {t.columns.closed.toLowerCase()}
    </Box>
  );
}
