import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { RecordView, ReminderView } from '#shared/maintenance/api';
import { tractorMaintenance } from '#web/api/maintenance.ts';
import { EmptyState } from '#web/components/EmptyState.tsx';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { maintenanceKeys } from './query-keys.ts';
import { ReminderState } from './ReminderState.tsx';
import { maintenanceText as t } from './strings.ts';

/** A tractor's maintenance: its reminders and its history, 10 records at a time (for the tractor detail). */
export function TractorMaintenanceSection({ vehicleId }: { vehicleId: string }) {
  // The cursors of the pages before this one, so Newer goes back without asking the server for one.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const load = useQuery({ queryKey: [...maintenanceKeys.tractor(vehicleId), cursor ?? ''], queryFn: () => tractorMaintenance(vehicleId, cursor) });
  return (
    <Container header={<Header variant="h2">{t.section.title}</Header>}>
      <Loaded query={load} feature={t.section.title}>
        {(data) => (
          <SpaceBetween size="l">
            <Table<ReminderView>
              variant="embedded"
              header={<Header variant="h3">{t.section.reminders}</Header>}
              items={data.reminders}
              trackBy="programId"
              empty={<EmptyState>{t.section.noReminders}</EmptyState>}
              columnDefinitions={[
                { id: 'program', header: t.columns.program, cell: (r) => r.programName },
                { id: 'state', header: t.columns.state, cell: (r) => <ReminderState state={r.state} /> },
                { id: 'miles', header: t.columns.remainingMiles, cell: (r) => milesText(r.remainingMiles) },
                { id: 'odometer', header: t.columns.odometer, cell: (r) => milesText(r.LatestOdometer) },
                { id: 'days', header: t.columns.remainingDays, cell: (r) => r.remainingDays ?? '—' },
                { id: 'due', header: t.columns.nextDueDate, cell: (r) => usDate(r.nextDueDate) },
              ]}
            />
            <Table<RecordView>
              variant="embedded"
              header={
                <Header
                  variant="h3"
                  actions={
                    <SpaceBetween direction="horizontal" size="xs">
                      <Button disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>{t.section.newer}</Button>
                      <Button disabled={!data.hasMore} onClick={() => data.nextCursor && setCursors((c) => [...c, data.nextCursor!])}>{t.section.older}</Button>
                    </SpaceBetween>
                  }
                >
                  {t.section.history}
                </Header>
              }
              items={data.records}
              trackBy="id"
              empty={<EmptyState>{t.section.noHistory}</EmptyState>}
              columnDefinitions={[
                { id: 'date', header: t.columns.date, cell: (r) => usDate(r.ServiceDate) },
                { id: 'status', header: t.columns.status, cell: (r) => r.ServiceStatus },
                { id: 'type', header: t.columns.type, cell: (r) => `${r.serviceType}${r.isPM ? ` (${t.columns.pm})` : ''}` },
                { id: 'odometer', header: t.columns.odometer, cell: (r) => milesText(r.odometer) },
                { id: 'provider', header: t.columns.provider, cell: (r) => r.ServiceProvider || '—' },
                { id: 'total', header: t.columns.total, cell: (r) => usd(r.total) },
                { id: 'file', header: t.columns.file, cell: (r) => (r.invoiceUrl ? <a href={r.invoiceUrl} target="_blank" rel="noreferrer">{r.filename}</a> : '—') },
              ]}
            />
          </SpaceBetween>
        )}
      </Loaded>
    </Container>
  );
}
