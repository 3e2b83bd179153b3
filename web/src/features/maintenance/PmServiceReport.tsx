import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { PmReportRow } from '#shared/maintenance/api';
import { getPmReport, refreshPmReport } from '#web/api/maintenance.ts';
import { milesText, usDate, usDateTime, usDateTimeIn } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { maintenanceKeys } from './query-keys.ts';
import { ReminderState } from './ReminderState.tsx';
import { maintenanceText } from './strings.ts';

const t = maintenanceText.pm;
const c = maintenanceText.columns;

function byDomicile(rows: PmReportRow[]): Array<[string, PmReportRow[]]> {
  const groups = new Map<string, PmReportRow[]>();
  for (const row of rows) groups.set(row.Domicile, [...(groups.get(row.Domicile) ?? []), row]);
  return [...groups.entries()];
}

/** PM Service Report, "Leaving Soon" (pm-service-due): a stored day, by domicile, overdue first. */
export function PmServiceReport() {
  const queries = useQueryClient();
  const [date, setDate] = useState('');
  const load = useQuery({ queryKey: maintenanceKeys.pmReport(date), queryFn: () => getPmReport(date || undefined) });
  const refresh = useMutation({ mutationFn: refreshPmReport, onSuccess: () => { setDate(''); return queries.invalidateQueries({ queryKey: ['maintenance', 'pm-report'] }); } });
  return (
    <Loaded query={load} feature={t.title}>
      {({ days, report }) => (
        <SpaceBetween size="m">
          <Header variant="h2" description={report ? `${t.description} ${t.storedAt(report.timeZone ? usDateTimeIn(report.createdAt, report.timeZone) : usDateTime(report.createdAt))}` : t.description} actions={<Button loading={refresh.isPending} onClick={() => refresh.mutate()}>{t.refresh}</Button>}>{t.title}</Header>
          {days.length > 0 && (
            <Select
              selectedOption={{ value: report?.date ?? '', label: `${t.day} ${usDate(report?.date ?? '')}` }}
              options={days.map((d) => ({ value: d, label: `${t.day} ${usDate(d)}` }))}
              onChange={({ detail }) => setDate(detail.selectedOption.value ?? '')}
              ariaLabel={t.day}
            />
          )}
          {!report && <Box>{t.none}</Box>}
          {report && report.rows.length === 0 && <Box>{t.empty}</Box>}
          {report && byDomicile(report.rows).map(([domicile, rows]) => (
            <Table<PmReportRow>
              key={domicile}
              header={<Header variant="h3" counter={`(${rows.length})`}>{domicile || '—'}</Header>}
              items={rows}
              trackBy={(r) => `${r.VehicleID}|${r.programName}`}
              ariaLabels={{ tableLabel: `${t.title} ${domicile}` }}
              columnDefinitions={[
                { id: 'tractor', header: c.tractor, cell: (r) => r.VehicleID },
                { id: 'program', header: c.program, cell: (r) => r.programName },
                { id: 'state', header: c.state, cell: (r) => <ReminderState state={r.state} /> },
                { id: 'miles', header: c.remainingMiles, cell: (r) => milesText(r.remainingMiles) },
                { id: 'days', header: c.remainingDays, cell: (r) => r.remainingDays ?? '—' },
                { id: 'odometer', header: c.odometer, cell: (r) => milesText(r.LatestOdometer) },
                { id: 'due', header: c.nextDueDate, cell: (r) => usDate(r.nextDueDate) },
                { id: 'departure', header: c.nextDeparture, cell: (r) => (r.nextDeparture ? <SpaceBetween direction="horizontal" size="xxs"><span>{report.timeZone ? usDateTimeIn(r.nextDeparture, report.timeZone) : usDateTime(r.nextDeparture)}</span>{r.leavingSoon && <Badge color="red">{c.leavingSoon}</Badge>}</SpaceBetween> : '—') },
              ]}
            />
          ))}
        </SpaceBetween>
      )}
    </Loaded>
  );
}
