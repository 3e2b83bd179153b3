import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import type { ImportView, RollbackCheck } from '#shared/imports/api';
import { checkRollback, rollBackImport } from '#web/api/imports.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { importKeys } from './query-keys.ts';
import { importText as t } from './strings.ts';

function Warnings({ check }: { check: RollbackCheck }) {
  return (
    <SpaceBetween size="s">
      <Box>{t.rollback.what}</Box>
      {check.changedSinceImport > 0 && (
        <Alert type="warning">
          {t.rollback.changed(check.changedSinceImport)}
          <ul>{check.changedExamples.map((label) => <li key={label}>{label}</li>)}</ul>
        </Alert>
      )}
      {check.laterImports.length > 0 && (
        <Alert type="warning">
          {t.rollback.later}
          <ul>{check.laterImports.map((l) => <li key={l.importBatchId}>{t.rollback.laterEntry(l.fileName, usDateTime(l.importedAt))}</li>)}</ul>
        </Alert>
      )}
    </SpaceBetween>
  );
}

function Refusal({ header, text, onClose }: { header: string; text: string; onClose: () => void }) {
  return (
    <Modal visible onDismiss={onClose} header={header} closeAriaLabel={t.rollback.close} footer={<Box float="right"><Button onClick={onClose}>{t.rollback.close}</Button></Box>}>
      <Alert type="error">{text}</Alert>
    </Modal>
  );
}

/**
 * Asks the server what a rollback of this import would undo, shows its warnings and, once confirmed,
 * starts the rollback (accepting the warnings that were shown). A refusal is shown as the server words it.
 */
export function RollbackDialog({ entry, onClose, onStarted }: { entry: ImportView; onClose: () => void; onStarted: () => void }) {
  const check = useQuery({ queryKey: importKeys.rollbackCheck(entry.importBatchId), queryFn: () => checkRollback(entry.importBatchId), staleTime: 0, gcTime: 0 });
  const header = t.rollback.header(entry.fileName);
  if (check.isError) return <Refusal header={t.rollback.refusedHeader} text={errorMessage(check.error)} onClose={onClose} />;
  if (!check.data) {
    return (
      <Modal visible onDismiss={onClose} header={header} closeAriaLabel={t.rollback.close}>
        <Box color="text-status-inactive"><Spinner /> {t.rollback.checking}</Box>
      </Modal>
    );
  }
  const found = check.data;
  if (found.refused) return <Refusal header={t.rollback.refusedHeader} text={found.refused} onClose={onClose} />;
  const warned = found.changedSinceImport > 0 || found.laterImports.length > 0;
  return (
    <ConfirmDialog
      header={header}
      action={t.rollback.action}
      onClose={onClose}
      onConfirm={async () => {
        await rollBackImport(entry.importBatchId, warned);
        onStarted();
      }}
    >
      <Warnings check={found} />
    </ConfirmDialog>
  );
}
