import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportView } from '#shared/imports/api';
import { MAX_IMPORT_BYTES, type ImportType } from '#shared/imports/import-types';
import { IMPORT_TYPE_DEFS } from '#shared/imports/type-defs';
import { startImport } from '#web/api/imports.ts';
import { listPayRuns } from '#web/api/payroll-runs.ts';
import { usDate } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { importText as t } from './strings.ts';
import { TypeColumns } from './TypeColumns.tsx';

function fileProblem(file: File | undefined): string | null {
  if (!file) return t.start.noFile;
  if (!/\.(csv|xlsx)$/i.test(file.name)) return t.start.wrongFile;
  if (file.size > MAX_IMPORT_BYTES) return t.start.tooLarge;
  return null;
}

function PayRunField({ value, onChange, error }: { value: string | null; onChange: (id: string) => void; error: string | null }) {
  const runs = useQuery({ queryKey: payrollKeys.runs, queryFn: listPayRuns });
  const options = (runs.data ?? []).map((r) => ({ value: r.id, label: t.start.payRunLabel(usDate(r.PayDate), usDate(r.WeekEnding)) }));
  return (
    <FormField label={t.start.payRun} description={t.start.payRunHint} errorText={error ?? (runs.isError ? errorMessage(runs.error) : runs.data?.length === 0 ? t.start.noPayRuns : null)}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
        options={options}
        placeholder={t.start.payRunPlaceholder}
        statusType={runs.isPending ? 'loading' : 'finished'}
      />
    </FormField>
  );
}

/** Choose a type, read its columns, get its template, send a file: the dry run starts on the server. */
export function NewImport({ types, type, onType, onStarted }: { types: ImportType[]; type: ImportType | null; onType: (type: ImportType) => void; onStarted: (view: ImportView) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [payRun, setPayRun] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ type?: string; payRun?: string; file?: string }>({});
  const def = type ? IMPORT_TYPE_DEFS[type] : null;
  const start = useMutation({
    mutationFn: ({ chosen, file }: { chosen: ImportType; file: File }) => startImport(chosen, file, IMPORT_TYPE_DEFS[chosen].needsPayRun ? (payRun ?? undefined) : undefined),
    onSuccess: (view) => {
      setFiles([]);
      onStarted(view);
    },
  });
  const check = () => {
    const found = {
      ...(def ? {} : { type: t.start.noType }),
      ...(def?.needsPayRun && !payRun ? { payRun: t.start.noPayRun } : {}),
      ...(fileProblem(files[0]) ? { file: fileProblem(files[0])! } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || !type || !files[0]) return;
    start.mutate({ chosen: type, file: files[0] });
  };
  const options = types.map((k) => ({ value: k, label: IMPORT_TYPE_DEFS[k].label }));

  return (
    <Container header={<Header variant="h2" description={t.start.description}>{t.start.header}</Header>}>
      {types.length === 0 ? (
        <Box color="text-body-secondary">{t.start.noTypes}</Box>
      ) : (
        <SpaceBetween size="l">
          <FormField label={t.start.type} errorText={problems.type}>
            <Select
              selectedOption={options.find((o) => o.value === type) ?? null}
              onChange={({ detail }) => {
                onType(detail.selectedOption.value as ImportType);
                setProblems({});
              }}
              options={options}
              placeholder={t.start.typePlaceholder}
            />
          </FormField>
          {def && <TypeColumns def={def} />}
          {def?.needsPayRun && <PayRunField value={payRun} onChange={setPayRun} error={problems.payRun ?? null} />}
          <SpaceBetween size="s" direction="horizontal" alignItems="end">
            <FormField label={t.start.file} description={t.start.fileHint} errorText={problems.file}>
              <FileUpload
                value={files}
                onChange={({ detail }) => {
                  setFiles(detail.value);
                  setProblems((p) => ({ ...p, file: undefined }));
                }}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                showFileSize
                i18nStrings={{ uploadButtonText: () => t.start.choose, removeFileAriaLabel: () => t.start.remove }}
              />
            </FormField>
            <Button variant="primary" loading={start.isPending} onClick={check}>
              {t.start.check}
            </Button>
          </SpaceBetween>
          {start.isPending && <Box color="text-status-info">{t.start.uploading}</Box>}
          {start.isError && <Alert type="error" header={t.start.failed}>{errorMessage(start.error)}</Alert>}
        </SpaceBetween>
      )}
    </Container>
  );
}
