import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPayDocPdf } from '#web/api/payroll-docs.ts';
import { saveFile } from '#web/api/payroll-files.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';

/** The driver's own pay document as a PDF (made on the server in his language), saved to his phone. */
export function PayDocPdfButton({ payRunId, driverId }: { payRunId: string; driverId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await getPayDocPdf(payRunId, driverId));
    } catch (error) {
      // The server's own sentence: not translated here (i18n README, point 3).
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="xs">
      <Button iconName="download" loading={busy} onClick={() => void download()}>
        {t('pay.downloadPdf')}
      </Button>
      {failure && (
        <Alert type="error" dismissible onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </SpaceBetween>
  );
}
