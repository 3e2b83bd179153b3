import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { SpotRunName } from '#shared/trips/spot-names';
import { importSpotTable } from '#web/api/payroll-rules.ts';
import { getSpotRunNames } from '#web/api/trips.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { TextField } from '#web/components/Fields.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { SaveModal, type SaveModalFailure } from '#web/components/SaveModal.tsx';
import { usDate } from '#web/components/format.ts';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { tripText as t } from './strings.ts';

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The spot names of a run's trips; a missing one is added to the spot payout table through its merge import. */
export function SpotNamesTable({ payRunId }: { payRunId: string }) {
  const queryClient = useQueryClient();
  const load = useQuery({ queryKey: ['trips', 'spot-names', payRunId], queryFn: () => getSpotRunNames(payRunId) });
  const [adding, setAdding] = useState<SpotRunName | null>(null);
  const [payout, setPayout] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveModalFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const save = async () => {
    if (!adding) return;
    const amount = Number(payout);
    if (!payout.trim() || !Number.isFinite(amount) || amount < 0) {
      setFailure({ message: t.payoutNeeded, conflict: false });
      return;
    }
    setBusy(true);
    try {
      const csv = `spotName,siteName,payType,payRate,payout\r\n${csvCell(adding.spotName)},${csvCell(adding.siteName)},Flat Rate,${amount},${amount}\r\n`;
      await importSpotTable(csv, `spot-names-${payRunId}.csv`, false);
      setDone(t.addedToTable(adding.spotName));
      setAdding(null);
      await Promise.all([load.refetch(), queryClient.invalidateQueries({ queryKey: payrollKeys.payTables })]);
    } catch (error) {
      setFailure({ message: errorMessage(error), conflict: false });
    } finally {
      setBusy(false);
    }
  };

  const columns: DataColumn<SpotRunName>[] = [
    { id: 'name', header: t.spotName, cell: (s) => s.spotName, sortKey: (s) => s.spotName, text: (s) => s.spotName },
    { id: 'site', header: t.site, cell: (s) => s.siteName || '—', text: (s) => s.siteName },
    { id: 'trips', header: t.trips, cell: (s) => s.trips, sortKey: (s) => s.trips, width: 90 },
    { id: 'table', header: t.inTable, cell: (s) => (s.inSpotTable ? <Badge color="green">{t.yes}</Badge> : <Badge color="red">{t.no}</Badge>), width: 130 },
    {
      id: 'add',
      header: '',
      cell: (s) => (s.inSpotTable ? null : <Button variant="inline-link" onClick={() => { setAdding(s); setPayout(''); setFailure(null); }}>{t.addToTable}</Button>),
      width: 170,
    },
  ];

  return (
    <SpaceBetween size="s">
      {done && <Alert type="success" dismissible onDismiss={() => setDone(null)}>{done}</Alert>}
      <Loaded query={load} feature={t.spotNames}>
        {(answer) => (
          <DataTable
            items={answer.names}
            columns={columns}
            trackBy="spotName"
            header={<Header variant="h2" counter={`(${answer.names.length})`}>{t.spotNamesOf(usDate(payRunId))}</Header>}
            empty={t.noSpotNames}
            ariaLabel={t.spotNames}
            footer={(shown) => `${t.totalTrips}: ${shown.reduce((sum, s) => sum + s.trips, 0)}`}
          />
        )}
      </Loaded>
      {adding && (
        <SaveModal header={`${t.addToTable}: ${adding.spotName}`} busy={busy} failure={failure} onSave={() => void save()} onClose={() => setAdding(null)} size="small">
          <TextField label={t.flatPayout} value={payout} onChange={setPayout} numeric />
        </SaveModal>
      )}
    </SpaceBetween>
  );
}
