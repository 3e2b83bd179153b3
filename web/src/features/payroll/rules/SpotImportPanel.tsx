import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { importSpotTable } from '#web/api/payroll-rules.ts';
import { saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { rulesText as t } from '#web/features/payroll/strings.ts';
import { FieldErrorList } from './FieldErrorList.tsx';

/** Bulk import of the spot payout table from a CSV; the server backs the table up before changing it. */
export function SpotImportPanel({ onImported }: { onImported: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const submit = async () => {
    const file = files[0];
    if (!file || !/\.csv$/i.test(file.name)) {
      setFileError(t.spotImport.noFile);
      return;
    }
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const result = await importSpotTable(await file.text(), file.name, replace);
      setDone(t.spotImport.done(result.newSpots, result.updatedSpots, result.recordCount));
      setFiles([]);
      onImported();
    } catch (error) {
      setFailure(saveFailureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container header={<Header variant="h2" description={t.spotImport.description}>{t.spotImport.header}</Header>}>
      <SpaceBetween size="m">
        <FormField label={t.spotImport.file} errorText={fileError}>
          <FileUpload
            value={files}
            onChange={({ detail }) => {
              setFiles(detail.value);
              setFileError(null);
            }}
            accept=".csv,text/csv"
            i18nStrings={{ uploadButtonText: () => t.spotImport.choose, removeFileAriaLabel: () => t.removeRow }}
          />
        </FormField>
        <Checkbox checked={replace} onChange={({ detail }) => setReplace(detail.checked)}>
          {t.spotImport.replace}
        </Checkbox>
        <Button variant="primary" loading={busy} onClick={() => void submit()}>
          {t.spotImport.submit}
        </Button>
        {done && <Alert type="success">{done}</Alert>}
        {failure && (
          <Alert type="error" header={failure.message}>
            <FieldErrorList fields={failure.fields} />
          </Alert>
        )}
      </SpaceBetween>
    </Container>
  );
}
