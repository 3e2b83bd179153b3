import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ImportDetail, ImportStatus } from '#shared/imports/api';
import { IMPORT_TYPE_DEFS } from '#shared/imports/type-defs';
import { confirmImport, getImportDetail } from '#web/api/imports.ts';
import { usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { ImportStatusBadge } from './ImportStatusBadge.tsx';
import { ChangesTable, RowErrorsTable } from './ImportTables.tsx';
import { importKeys } from './query-keys.ts';
import { importText as t } from './strings.ts';

/** The statuses a workflow is still moving on; the page reads the import again every second meanwhile. */
export const MOVING: readonly ImportStatus[] = ['validating', 'importing', 'rolling-back'];

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="h3" tagOverride="div">{value.toLocaleString('en-US')}</Box>
    </div>
  );
}

function Counts({ detail }: { detail: ImportDetail }) {
  const s = detail.stats;
  const written = detail.status === 'completed' || detail.status === 'rolled-back' || detail.status === 'rolling-back';
  return (
    <ColumnLayout columns={6} variant="text-grid" minColumnWidth={110}>
      <Count label={t.detail.counts.rows} value={s.totalRows} />
      <Count label={written ? t.detail.counts.created : t.detail.counts.create} value={s.createCount} />
      <Count label={written ? t.detail.counts.updated : t.detail.counts.update} value={s.updateCount} />
      <Count label={t.detail.counts.unchanged} value={s.unchangedCount} />
      <Count label={t.detail.counts.skipped} value={s.skippedCount} />
      <Count label={t.detail.counts.errors} value={s.errorCount} />
    </ColumnLayout>
  );
}

function Progress({ detail, label }: { detail: ImportDetail; label: string }) {
  const { done, total } = detail.progress;
  return <ProgressBar label={label} value={total > 0 ? Math.round((done / total) * 100) : 0} description={t.detail.progress(done, total)} />;
}

function Body({ detail, onConfirm, confirming, confirmError }: { detail: ImportDetail; onConfirm: () => void; confirming: boolean; confirmError: string | null }) {
  const s = detail.stats;
  const rows = s.createCount + s.updateCount + s.unchangedCount;
  const rejected = s.errorCount > 0;
  if (detail.status === 'validating') return <StatusIndicator type="loading">{t.detail.checking}</StatusIndicator>;
  return (
    <SpaceBetween size="l">
      <Counts detail={detail} />
      {s.skippedCount > 0 && detail.skippedReason && <Box color="text-body-secondary">{t.detail.skippedReason(s.skippedCount, detail.skippedReason)}</Box>}
      {detail.unknownHeaders.length > 0 && <Alert type="info" header={t.detail.unknownHeaders}>{t.detail.unknownHeadersHint(detail.unknownHeaders)}</Alert>}
      {rejected && <Alert type="error" header={t.detail.nothingImported}>{detail.failureMessage}</Alert>}
      {!rejected && detail.status === 'failed' && <Alert type="error" header={t.detail.failed}>{detail.failureMessage}</Alert>}
      {detail.status === 'ready' && (
        <SpaceBetween size="s" direction="horizontal" alignItems="center">
          <Button variant="primary" loading={confirming} disabled={rows === 0} onClick={onConfirm}>{t.detail.confirm(rows)}</Button>
          {rows === 0 && <Box color="text-body-secondary">{t.detail.nothingToImport}</Box>}
        </SpaceBetween>
      )}
      {confirmError && <Alert type="error">{confirmError}</Alert>}
      {detail.status === 'importing' && <Progress detail={detail} label={t.detail.importing} />}
      {detail.status === 'rolling-back' && <Progress detail={detail} label={t.detail.rollingBack} />}
      {detail.status === 'completed' && <Alert type="success" header={t.detail.imported}>{t.detail.importedSummary(s.createCount, s.updateCount, s.unchangedCount)}</Alert>}
      {detail.status === 'rolled-back' && <Alert type="info" header={t.detail.rolledBack}>{t.detail.rolledBackBy(usDateTime(detail.rolledBackAt), detail.rolledBackBy ?? '')}</Alert>}
      {rejected && <RowErrorsTable detail={detail} />}
      {!rejected && detail.preview.length > 0 && <ChangesTable detail={detail} />}
    </SpaceBetween>
  );
}

/** One import: the dry run's findings, its confirmation, its progress and its outcome. */
export function ImportDetailPanel({ importBatchId, onClose }: { importBatchId: string; onClose: () => void }) {
  const queries = useQueryClient();
  const load = useQuery({
    queryKey: importKeys.detail(importBatchId),
    queryFn: () => getImportDetail(importBatchId),
    refetchInterval: (query) => (query.state.data && MOVING.includes(query.state.data.status) ? 1000 : false),
  });
  const status = load.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    // The history shows the same entry: it follows each step of the workflow.
    if (status && seen.current !== status) void queries.invalidateQueries({ queryKey: ['imports', 'history'] });
    seen.current = status;
  }, [status, queries]);
  const confirm = useMutation({
    mutationFn: () => confirmImport(importBatchId),
    onSuccess: () => queries.invalidateQueries({ queryKey: importKeys.all }),
  });
  const def = load.data ? IMPORT_TYPE_DEFS[load.data.importType] : undefined;
  // Opened below the form or the history: brought into view once, so its findings are seen.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block body: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
    panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <div ref={panel}>
      <Container
        header={
          <Header
            variant="h2"
            description={load.data ? `${def?.label ?? load.data.importType} · ${usDateTime(load.data.importedAt)} · ${load.data.importedBy}` : undefined}
            actions={<Button onClick={onClose}>{t.detail.close}</Button>}
            info={load.data ? <ImportStatusBadge status={load.data.status} /> : undefined}
          >
            {load.data?.fileName ?? t.detail.checking}
          </Header>
        }
      >
        <Loaded query={load} feature={t.title}>
          {(detail) => <Body detail={detail} onConfirm={() => confirm.mutate()} confirming={confirm.isPending} confirmError={confirm.isError ? errorMessage(confirm.error) : null} />}
        </Loaded>
      </Container>
    </div>
  );
}
