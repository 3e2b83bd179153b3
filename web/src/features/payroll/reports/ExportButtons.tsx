import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { downloadPayCardFile, downloadPayRunCsv, getCustomColumns } from '#web/api/payroll-exports.ts';
import { saveFile } from '#web/api/payroll-files.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { reportText as t } from '#web/features/payroll/strings.ts';

type Custom = Awaited<ReturnType<typeof getCustomColumns>>;

/** The run's exports (spec §7): pay-run CSV, pay-card file, and the company's custom columns. */
export function ExportButtons({ payRunId }: { payRunId: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [custom, setCustom] = useState<Custom | null>(null);
  const run = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <SpaceBetween size="s">
      <SpaceBetween size="xs" direction="horizontal">
        <Button iconName="download" loading={busy === 'csv'} onClick={() => void run('csv', async () => saveFile(await downloadPayRunCsv(payRunId)))}>
          {t.payRunCsv}
        </Button>
        <Button iconName="download" loading={busy === 'card'} onClick={() => void run('card', async () => saveFile(await downloadPayCardFile(payRunId)))}>
          {t.payCard}
        </Button>
        <Button loading={busy === 'custom'} onClick={() => void run('custom', async () => setCustom(await getCustomColumns(payRunId)))}>
          {t.showCustom}
        </Button>
      </SpaceBetween>
      {failure && <Alert type="error">{failure}</Alert>}
      {custom && (
        <Table
          variant="embedded"
          header={t.customColumns}
          items={custom.rows}
          empty={t.noCustomColumns}
          columnDefinitions={custom.columns.map((c, i) => ({ id: `${i}`, header: c.header, cell: (row: Record<string, unknown>) => String(row[c.header] ?? row[c.field] ?? '') }))}
        />
      )}
    </SpaceBetween>
  );
}
