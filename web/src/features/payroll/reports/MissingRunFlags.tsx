import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { DriverReports, MissingRunFlagView } from '#shared/payroll-api/reports';
import { resolveMissingRun } from '#web/api/payroll-runs.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { reportText as t } from '#web/features/payroll/strings.ts';

/** Missing-run flags: tick them resolved (or not), then save; each change is one call. */
export function MissingRunFlags({ payRunId, reports, onSaved }: { payRunId: string; reports: DriverReports; onSaved: () => void }) {
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const names = new Map(reports.drivers.map((d) => [d.DriverID, d.DisplayName]));
  const resolvedNow = (f: MissingRunFlagView) => changes[f.TripNumber] ?? f.resolved;
  const pending = Object.entries(changes).filter(([trip, value]) => reports.MissingRunFlags.find((f) => f.TripNumber === trip)?.resolved !== value);

  const save = async () => {
    setBusy(true);
    setMessage(null);
    let saved = 0;
    try {
      for (const [trip, resolved] of pending) {
        await resolveMissingRun(payRunId, trip, resolved);
        saved += 1;
      }
      setChanges({});
      setMessage({ type: 'success', text: t.flagsSaved(saved) });
      onSaved();
    } catch (error) {
      setMessage({ type: 'error', text: `${t.flagsSaved(saved)} ${errorMessage(error)}` });
      if (saved > 0) onSaved();
    } finally {
      setBusy(false);
    }
  };

  const columns: DataColumn<MissingRunFlagView>[] = [
    {
      id: 'resolved',
      header: t.resolved,
      cell: (f) => (
        <Checkbox checked={resolvedNow(f)} ariaLabel={`${t.resolved} ${f.TripNumber}`} onChange={({ detail }) => setChanges((c) => ({ ...c, [f.TripNumber]: detail.checked }))}>
          {f.resolved && f.resolvedBy && resolvedNow(f) ? <Box variant="small">{t.resolvedBy(f.resolvedBy, usDateTime(f.resolvedAt))}</Box> : null}
        </Checkbox>
      ),
      sortKey: (f) => (resolvedNow(f) ? 1 : 0),
      width: 220,
    },
    { id: 'trip', header: t.trip, cell: (f) => f.TripNumber, sortKey: (f) => f.TripNumber, width: 110 },
    { id: 'driver', header: t.driver, cell: (f) => names.get(f.DriverID) ?? f.DriverID, sortKey: (f) => names.get(f.DriverID) ?? f.DriverID, text: (f) => `${names.get(f.DriverID) ?? ''} ${f.DriverID}` },
    { id: 'vehicle', header: t.vehicle, cell: (f) => f.VehicleID, sortKey: (f) => f.VehicleID, width: 100 },
    { id: 'reason', header: t.reason, cell: (f) => f.reason, text: (f) => f.reason },
  ];

  return (
    <SpaceBetween size="s">
      {message && (
        <Alert type={message.type} dismissible onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <DataTable
        items={reports.MissingRunFlags}
        columns={columns}
        trackBy="TripNumber"
        header={
          <Header
            variant="h2"
            counter={`(${reports.MissingRunFlags.filter((f) => !f.resolved).length} ${t.open.toLowerCase()})`}
            description={t.flagsDescription}
            actions={
              <Button variant="primary" disabled={pending.length === 0} loading={busy} onClick={() => void save()}>
                {t.saveFlags(pending.length)}
              </Button>
            }
          >
            {t.flags}
          </Header>
        }
        filterNoun="flags" preferencesKey="missing-run-flags"
        empty={t.noFlags}
        defaultSort={{ column: 'resolved' }}
        ariaLabel={t.flags}
      />
    </SpaceBetween>
  );
}
