import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportStatus, ImportView } from '#shared/imports/api';
import type { ImportType } from '#shared/imports/import-types';
import { IMPORT_TYPE_DEFS } from '#shared/imports/type-defs';
import { exportImport, listImportHistory, type HistoryFilter } from '#web/api/imports.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { HistoryFilters } from './HistoryFilters.tsx';
import { ImportStatusBadge } from './ImportStatusBadge.tsx';
import { importKeys } from './query-keys.ts';
import { RollbackDialog } from './RollbackDialog.tsx';
import { importText as t } from './strings.ts';

/** Counts of records written: an import that was only checked, or failed, wrote none. */
const WRITTEN: readonly ImportStatus[] = ['completed', 'rolling-back', 'rolled-back'];
const written = (i: ImportView, count: number) => (WRITTEN.includes(i.status) ? count : 0);
const writtenCell = (i: ImportView, count: number) => (WRITTEN.includes(i.status) ? count.toLocaleString('en-US') : '—');

/** Opens the export's short-lived link; the browser downloads the CSV from storage. */
async function openExport(entry: ImportView): Promise<void> {
  const { url } = await exportImport(entry.importBatchId);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.target = '_blank';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

function RowActions({ entry, onOpen, onRollBack, onExportFailed }: { entry: ImportView; onOpen: () => void; onRollBack: () => void; onExportFailed: (message: string) => void }) {
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <Button variant="inline-link" ariaLabel={`${t.history.open} ${entry.fileName}`} onClick={onOpen}>{t.history.open}</Button>
      {entry.canExport && <Button variant="inline-link" ariaLabel={`${t.history.export} ${entry.fileName}`} onClick={() => void openExport(entry).catch((e: unknown) => onExportFailed(errorMessage(e)))}>{t.history.export}</Button>}
      {entry.canRollBack && entry.status === 'completed' && <Button variant="inline-link" ariaLabel={`${t.history.rollBack} ${entry.fileName}`} onClick={onRollBack}>{t.history.rollBack}</Button>}
    </SpaceBetween>
  );
}

/** The import history with the server's stats for the filters; open, export or roll back an entry. */
export function ImportHistory({ types, onOpen }: { types: ImportType[]; onOpen: (importBatchId: string) => void }) {
  const queries = useQueryClient();
  const [filter, setFilter] = useState<HistoryFilter>({});
  const [rollingBack, setRollingBack] = useState<ImportView | null>(null);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const load = useQuery({ queryKey: importKeys.history(filter), queryFn: () => listImportHistory(filter) });
  const columns: DataColumn<ImportView>[] = [
    { id: 'when', header: t.history.when, cell: (i) => usDateTime(i.importedAt), sortKey: (i) => i.importedAt, width: 180 },
    { id: 'type', header: t.history.type, cell: (i) => IMPORT_TYPE_DEFS[i.importType]?.label ?? i.importType, sortKey: (i) => i.importType, width: 170 },
    { id: 'file', header: t.history.file, cell: (i) => <Button variant="inline-link" onClick={() => onOpen(i.importBatchId)}>{i.fileName}</Button>, sortKey: (i) => i.fileName, minWidth: 180 },
    { id: 'status', header: t.history.status, cell: (i) => <ImportStatusBadge status={i.status} />, sortKey: (i) => i.status, width: 180 },
    { id: 'created', header: t.history.created, cell: (i) => writtenCell(i, i.stats.createCount), sortKey: (i) => written(i, i.stats.createCount), width: 105 },
    { id: 'updated', header: t.history.updated, cell: (i) => writtenCell(i, i.stats.updateCount), sortKey: (i) => written(i, i.stats.updateCount), width: 105 },
    { id: 'who', header: t.history.who, cell: (i) => i.importedBy, sortKey: (i) => i.importedBy, width: 170 },
    { id: 'actions', header: t.history.actions, cell: (i) => <RowActions entry={i} onOpen={() => onOpen(i.importBatchId)} onRollBack={() => setRollingBack(i)} onExportFailed={setExportFailure} />, width: 230 },
  ];
  const footer = (shown: readonly ImportView[]) =>
    t.history.shown(shown.length, shown.reduce((n, i) => n + written(i, i.stats.createCount), 0), shown.reduce((n, i) => n + written(i, i.stats.updateCount), 0));
  return (
    <Container header={<Header variant="h2">{t.history.header}</Header>}>
      <SpaceBetween size="m">
        <HistoryFilters types={types} filter={filter} onChange={setFilter} />
        {exportFailure && <Alert type="error" header={t.history.exportFailed} dismissible onDismiss={() => setExportFailure(null)}>{exportFailure}</Alert>}
        <Loaded query={load} feature={t.history.header}>
          {(answer) => (
            <SpaceBetween size="s">
              <Box>
                <Box variant="span" fontWeight="bold">{t.history.stats(answer.stats.totalImports, answer.stats.successfulImports, answer.stats.failedImports, answer.stats.rolledBackImports)}</Box>
                <Box variant="span" color="text-body-secondary"> {t.history.statsHint}</Box>
              </Box>
              {answer.truncated && <Alert type="info">{t.history.truncated}</Alert>}
              <DataTable
                items={answer.imports}
                columns={columns}
                trackBy="importBatchId"
                variant="embedded"
                filterNoun="imports"
                preferencesKey="import-history"
                empty={t.history.empty}
                defaultSort={{ column: 'when', descending: true }}
                ariaLabel={t.history.header}
                footer={footer}
              />
            </SpaceBetween>
          )}
        </Loaded>
      </SpaceBetween>
      {rollingBack && (
        <RollbackDialog
          entry={rollingBack}
          onClose={() => setRollingBack(null)}
          onStarted={() => {
            onOpen(rollingBack.importBatchId);
            void queries.invalidateQueries({ queryKey: importKeys.all });
          }}
        />
      )}
    </Container>
  );
}
