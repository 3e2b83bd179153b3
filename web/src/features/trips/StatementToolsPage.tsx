import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { StatementFileView } from '#shared/trips/api';
import { listStatementFiles, reimportStatement } from '#web/api/trips.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDate, usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { SpotNamesTable } from './SpotNamesTable.tsx';
import { tripText as t } from './strings.ts';

/** /statement-tools: the recent statement files, download and import again, and the spot names of a file's trips. */
export function StatementToolsPage() {
  const load = useQuery({ queryKey: ['trips', 'statement-files'], queryFn: listStatementFiles });
  const [chosen, setChosen] = useState<StatementFileView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const reimport = async (file: StatementFileView) => {
    setBusy(file.importBatchId);
    setMessage(null);
    try {
      await reimportStatement(file);
      setMessage({ type: 'success', text: t.reimportStarted(usDate(file.PayRunID)) });
      void load.refetch();
    } catch (error) {
      setMessage({ type: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const columns: DataColumn<StatementFileView>[] = [
    { id: 'run', header: t.payRun, cell: (f) => usDate(f.PayRunID), sortKey: (f) => f.PayRunID, width: 120 },
    { id: 'file', header: t.file, cell: (f) => f.fileName, sortKey: (f) => f.fileName, text: (f) => f.fileName },
    { id: 'imported', header: t.importedAt, cell: (f) => usDateTime(f.importedAt), sortKey: (f) => f.importedAt, width: 170 },
    { id: 'by', header: t.importedBy, cell: (f) => f.importedBy, text: (f) => f.importedBy },
    { id: 'status', header: t.status, cell: (f) => f.status, width: 110 },
    { id: 'trips', header: t.trips, cell: (f) => f.tripCount, width: 80 },
    { id: 'fuel', header: t.fuel, cell: (f) => f.fuelCount, width: 80 },
    {
      id: 'actions',
      header: '',
      cell: (f) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Link href={f.downloadUrl} external={false} ariaLabel={`${t.download} ${f.fileName}`}>{t.download}</Link>
          <Button variant="inline-link" loading={busy === f.importBatchId} onClick={() => void reimport(f)}>{t.reimport}</Button>
          <Button variant="inline-link" onClick={() => setChosen(f)}>{t.spotNames}</Button>
        </SpaceBetween>
      ),
      minWidth: 300,
    },
  ];

  return (
    <ContentLayout header={<Header variant="h1" description={t.statementsDescription}>{t.statementsTitle}</Header>}>
      <SpaceBetween size="l">
        {message && <Alert type={message.type} dismissible onDismiss={() => setMessage(null)}>{message.text}</Alert>}
        <Loaded query={load} feature={t.files}>
          {(files) => (
            <DataTable
              items={files}
              columns={columns}
              trackBy="importBatchId"
              header={<Header variant="h2" counter={`(${files.length})`}>{t.files}</Header>}
              filterNoun="files"
              empty={t.noFiles}
              defaultSort={{ column: 'imported', descending: true }}
              ariaLabel={t.files}
              footer={(shown) => `${t.totalTrips}: ${shown.reduce((sum, f) => sum + f.tripCount, 0)}`}
            />
          )}
        </Loaded>
        {chosen ? <SpotNamesTable key={chosen.PayRunID} payRunId={chosen.PayRunID} /> : <Box color="text-status-inactive">{t.chooseFile}</Box>}
      </SpaceBetween>
    </ContentLayout>
  );
}
