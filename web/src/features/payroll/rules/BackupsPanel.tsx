import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SpotTableBackupView } from '#shared/payroll-api/tools';
import { createBackup, listBackups, restoreBackup } from '#web/api/payroll-rules.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDateTime } from '#web/components/format.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { rulesText as t } from '#web/features/payroll/strings.ts';

/** Spot table backups (spec SpotRateTableBackups): list, back up now, restore one. */
export function BackupsPanel({ onRestored }: { onRestored: () => void }) {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: payrollKeys.backups, queryFn: listBackups });
  const [restoring, setRestoring] = useState<SpotTableBackupView | null>(null);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const reloadBackups = () => queries.invalidateQueries({ queryKey: payrollKeys.backups });
  const create = useMutation({
    mutationFn: () => createBackup('SpotPayoutTable', t.backups.createReason),
    onMutate: () => setMessage(null),
    onSuccess: (result) => {
      setMessage({ type: 'success', text: t.backups.created(result.recordCount) });
      return reloadBackups();
    },
    onError: (error) => setMessage({ type: 'error', text: errorMessage(error) }),
  });
  const restore = useMutation({
    mutationFn: restoreBackup,
    onMutate: () => setMessage(null),
    onSuccess: (result) => {
      setMessage({ type: 'success', text: t.backups.restored(result.recordCount) });
      onRestored();
      return reloadBackups();
    },
  });

  const columns: DataColumn<SpotTableBackupView>[] = [
    { id: 'when', header: t.backups.when, cell: (b) => usDateTime(b.timestamp), sortKey: (b) => b.timestamp, width: 180 },
    { id: 'table', header: t.backups.table, cell: (b) => t.payTables.names[b.table] ?? b.table, sortKey: (b) => b.table },
    { id: 'type', header: t.backups.type, cell: (b) => b.backupType, sortKey: (b) => b.backupType, width: 110 },
    { id: 'reason', header: t.backups.reason, cell: (b) => b.reason, text: (b) => `${b.reason} ${b.fileName} ${b.createdBy}` },
    { id: 'by', header: t.backups.by, cell: (b) => b.createdBy, width: 140 },
    { id: 'records', header: t.backups.records, cell: (b) => b.recordCount, sortKey: (b) => b.recordCount, width: 90 },
    { id: 'changes', header: t.backups.changes, cell: (b) => `${b.changeCount} (${b.newSpots} new, ${b.updatedSpots} updated)`, width: 190 },
    { id: 'file', header: t.backups.file, cell: (b) => b.fileName, width: 160 },
    { id: 'restore', header: '', cell: (b) => <Button variant="inline-link" onClick={() => setRestoring(b)}>{t.backups.restore}</Button>, width: 100 },
  ];

  return (
    <SpaceBetween size="s">
      {message && (
        <Alert type={message.type} dismissible onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <Loaded query={load} feature={t.backups.header}>
        {(backups) => (
          <DataTable
            items={backups}
            columns={columns}
            trackBy="backupId"
            header={
              <Header
                variant="h2"
                counter={`(${backups.length})`}
                description={t.backups.description}
                actions={<Button loading={create.isPending} onClick={() => create.mutate()}>{t.backups.create}</Button>}
              >
                {t.backups.header}
              </Header>
            }
            filterNoun="backups" preferencesKey="spot-backups"
            empty={t.backups.empty}
            defaultSort={{ column: 'when', descending: true }}
            pageSize={10}
          />
        )}
      </Loaded>
      {restoring && (
        <ConfirmDialog header={t.backups.restore} action={t.backups.restore} onClose={() => setRestoring(null)} onConfirm={async () => void (await restore.mutateAsync(restoring.backupId))}>
          {t.backups.restoreConfirm(usDateTime(restoring.timestamp), restoring.recordCount)}
        </ConfirmDialog>
      )}
    </SpaceBetween>
  );
}
