import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ImportHistoryView, ImportStatus } from '#shared/payroll-api/statement';
import { listImports } from '#web/api/payroll-imports.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { payrollText as t } from '#web/features/payroll/strings.ts';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

const STATUS: Record<ImportStatus, StatusIndicatorProps.Type> = {
  validating: 'in-progress', ready: 'pending', importing: 'in-progress', completed: 'success', failed: 'error', 'rolling-back': 'in-progress', 'rolled-back': 'stopped',
};

/** The statement imports of this pay run (spec importHistory), newest first; any one can be reopened. */
export function ImportHistory({ payRunId, refresh, onOpen }: { payRunId: string; refresh: string; onOpen: (entry: ImportHistoryView) => void }) {
  const load = useQuery({ queryKey: payrollKeys.imports(payRunId, refresh), queryFn: async () => (await listImports()).filter((i) => i.PayRunID === payRunId) });
  const columns: DataColumn<ImportHistoryView>[] = [
    { id: 'when', header: t.history.when, cell: (i) => usDateTime(i.importedAt), sortKey: (i) => i.importedAt, width: 190 },
    { id: 'file', header: t.history.file, cell: (i) => <Button variant="inline-link" onClick={() => onOpen(i)}>{i.fileName}</Button>, text: (i) => i.fileName },
    { id: 'status', header: t.history.status, cell: (i) => <StatusIndicator type={STATUS[i.status] ?? 'info'}>{t.history.statuses[i.status] ?? i.status}</StatusIndicator>, sortKey: (i) => i.status, width: 150 },
    { id: 'rows', header: t.history.rows, cell: (i) => (i.status === 'failed' ? t.history.errors(i.errorCount) : t.history.counts(i.tripCount, i.fuelCount)), width: 200 },
  ];
  return (
    <ExpandableSection headerText={t.history.header} variant="footer">
      <Loaded query={load} feature={t.history.header}>
        {(entries) => <DataTable items={entries} columns={columns} trackBy="importBatchId" variant="embedded" empty={t.history.empty} defaultSort={{ column: 'when', descending: true }} pageSize={10} />}
      </Loaded>
    </ExpandableSection>
  );
}
