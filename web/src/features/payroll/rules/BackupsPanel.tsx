import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { SpotTableBackupView } from '#shared/payroll-api/tools';
import { createBackup, listBackups, restoreBackup } from '../../../api/payroll-rules.ts';
import { DataTable, type DataColumn } from '../common/DataTable.tsx';
import { usDateTime } from '../common/format.ts';
import { errorMessage } from '../common/LoadFailure.tsx';
import { Loaded } from '../common/Loaded.tsx';
import { useLoad } from '../common/use-load.ts';
import { payrollText, rulesText as t } from '../strings.ts';

/** Spot table backups (spec SpotRateTableBackups): list, back up now, restore one. */
export function BackupsPanel({ onRestored }: { onRestored: () => void }) {
  const load = useLoad('backups', listBackups);
  const [restoring, setRestoring] = useState<SpotTableBackupView | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ type: 'success', text: await work() });
      await load.reload();
    } catch (error) {
      setMessage({ type: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

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
      <Loaded load={load} feature={t.backups.header}>
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
                actions={<Button loading={busy && !restoring} onClick={() => void act(async () => t.backups.created((await createBackup('SpotPayoutTable', t.backups.createReason)).recordCount))}>{t.backups.create}</Button>}
              >
                {t.backups.header}
              </Header>
            }
            filterNoun="backups"
            empty={t.backups.empty}
            defaultSort={{ column: 'when', descending: true }}
            pageSize={10}
          />
        )}
      </Loaded>
      {restoring && (
        <Modal
          visible
          onDismiss={() => setRestoring(null)}
          header={t.backups.restore}
          footer={
            <Box float="right">
              <SpaceBetween size="xs" direction="horizontal">
                <Button variant="link" onClick={() => setRestoring(null)}>
                  {payrollText.cancel}
                </Button>
                <Button
                  variant="primary"
                  loading={busy}
                  onClick={() =>
                    void act(async () => {
                      const result = await restoreBackup(restoring.backupId);
                      setRestoring(null);
                      onRestored();
                      return t.backups.restored(result.recordCount);
                    })
                  }
                >
                  {t.backups.restore}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {t.backups.restoreConfirm(usDateTime(restoring.timestamp), restoring.recordCount)}
        </Modal>
      )}
    </SpaceBetween>
  );
}
