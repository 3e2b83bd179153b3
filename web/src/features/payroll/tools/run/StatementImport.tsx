import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isRunBusy, type PayRunView } from '#shared/payroll-api/pay-runs';
import { MAX_STATEMENT_BYTES, type ImportHistoryView } from '#shared/payroll-api/statement';
import { getImport, importStatement } from '#web/api/payroll-imports.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { payrollText as t } from '#web/features/payroll/strings.ts';
import { ImportHistory } from './ImportHistory.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { RemoveStatementButton } from './RemoveStatementButton.tsx';

const PortalFetch = lazy(() => import('#web/features/integrations/settlement-portal/PortalFetch.tsx').then((m) => ({ default: m.PortalFetch })));

function fileProblem(file: File | undefined): string | null {
  if (!file) return t.statement.noFile;
  if (!/\.(csv|xlsx)$/i.test(file.name)) return t.statement.wrongType;
  if (file.size > MAX_STATEMENT_BYTES) return t.statement.tooLarge;
  return null;
}

/** Upload a statement (presigned PUT), start the import workflow, follow it to its end. */
export function StatementImport({ run, onChanged }: { run: PayRunView; onChanged: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [opened, setOpened] = useState<ImportHistoryView | null>(null);
  const hasStatement = run.DriverList.length > 0 || run.status === 'imported' || run.status === 'processed';
  // An import that was running when opened is re-read every second until it ends.
  const progress = useQuery({
    queryKey: payrollKeys.importBatch(opened?.importBatchId ?? ''),
    queryFn: () => getImport(opened!.importBatchId),
    enabled: opened?.status === 'importing',
    refetchInterval: (query) => (query.state.data?.status === 'importing' ? 1000 : false),
  });
  const entry = opened?.status === 'importing' ? (progress.data ?? opened) : opened;
  const running = entry?.status === 'importing';
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) onChanged();
    wasRunning.current = running;
  }, [running, onChanged]);

  const upload = useMutation({
    mutationFn: (file: File) => importStatement(run.PayRunID, file),
    onMutate: () => setOpened(null),
    onSuccess: (started) => {
      setOpened(started);
      setFiles([]);
      onChanged();
    },
  });
  const uploading = upload.isPending;
  const failure = upload.isError ? errorMessage(upload.error) : null;
  const start = () => {
    const problem = fileProblem(files[0]);
    setFileError(problem);
    if (problem || !files[0]) return;
    upload.mutate(files[0]);
  };

  return (
    <Container
      header={
        <Header variant="h2" description={t.statement.description} actions={hasStatement && !running && run.status !== 'removing' ? <RemoveStatementButton run={run} onRemoved={onChanged} /> : undefined}>
          {t.statement.header}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {run.statementFileUrl && <Box>{t.statement.imported(run.statementFileUrl.split('/').pop() ?? run.statementFileUrl)}</Box>}
        {run.status === 'removing' && <StatusIndicator type="in-progress">{t.statement.removing}</StatusIndicator>}
        {hasStatement && !entry && run.status !== 'removing' && <Box color="text-body-secondary">{t.statement.hasStatement}</Box>}
        {!hasStatement && (
          <SpaceBetween size="s" direction="horizontal" alignItems="end">
            <FormField label={t.statement.file} errorText={fileError}>
              <FileUpload
                value={files}
                onChange={({ detail }) => {
                  setFiles(detail.value);
                  setFileError(null);
                }}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                showFileSize
                i18nStrings={{ uploadButtonText: () => t.statement.choose, removeFileAriaLabel: () => t.remove }}
              />
            </FormField>
            <Button variant="primary" loading={uploading || running} disabled={isRunBusy(run.status)} onClick={start}>
              {t.statement.upload}
            </Button>
          </SpaceBetween>
        )}
        {!hasStatement && <Suspense fallback={null}><PortalFetch run={run} disabled={isRunBusy(run.status) || uploading || running} onStarted={(started) => { setOpened(started); onChanged(); }} /></Suspense>}
        {uploading && <Box color="text-status-info">{t.statement.uploading}</Box>}
        {failure && <Alert type="error" header={t.statement.failed}>{failure}</Alert>}
        {entry && <ImportProgress entry={entry} />}
        <ImportHistory payRunId={run.PayRunID} refresh={`${run.status}/${entry?.status ?? ''}`} onOpen={setOpened} />
      </SpaceBetween>
    </Container>
  );
}
