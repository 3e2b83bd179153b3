import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { addDays, sumMiles, weekEndingOf, type IvmrTractorWeek } from '#shared/reports/ivmr-week';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { ivmrApi, ivmrKeys } from '#web/api/ivmr.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { quarterOf, recentQuarters } from '#web/features/reports/fuel/periods.ts';
import { IvmrQuarterMiles } from './IvmrQuarterMiles.tsx';
import { IvmrWeekDetail } from './IvmrWeekDetail.tsx';
import { IvmrZip } from './IvmrZip.tsx';
import { ivmrText as t } from './strings.ts';

const c = t.columns;
const WEEKS_OFFERED = 26;
const STATUS_COLOR = { none: 'grey', draft: 'blue', approved: 'green' } as const;

const columns = (open: (w: IvmrTractorWeek) => void): DataColumn<IvmrTractorWeek>[] => [
  { id: 'unit', header: c.unit, cell: (w) => <Button variant="inline-link" onClick={() => open(w)} ariaLabel={`${c.unit} ${w.VehicleID}`}>{w.VehicleID}</Button>, sortKey: (w) => w.VehicleID, text: (w) => w.VehicleID },
  { id: 'domicile', header: c.domicile, cell: (w) => w.Domicile || '—', sortKey: (w) => w.Domicile, text: (w) => w.Domicile },
  { id: 'odoStart', header: c.odoStart, cell: (w) => milesText(w.OdoStart), sortKey: (w) => w.OdoStart ?? 0 },
  { id: 'odoStop', header: c.odoStop, cell: (w) => milesText(w.OdoStop), sortKey: (w) => w.OdoStop ?? 0 },
  { id: 'miles', header: c.miles, cell: (w) => milesText(w.miles), sortKey: (w) => w.miles },
  { id: 'states', header: c.states, cell: (w) => w.states.join(', ') || '—', text: (w) => w.states.join(' ') },
  { id: 'exceptions', header: c.exceptions, cell: (w) => w.exceptionCount, sortKey: (w) => w.exceptionCount },
  { id: 'drivers', header: c.drivers, cell: (w) => w.drivers.join(', ') || '—', text: (w) => w.drivers.join(' ') },
  { id: 'status', header: c.status, cell: (w) => <Badge color={STATUS_COLOR[w.status]}>{t.status[w.status]}</Badge>, sortKey: (w) => w.status, text: (w) => t.status[w.status] ?? '' },
];

/** IVMR (ivmr-report, /IVMR): a week's tractors with their miles and approval status, the week's records, approvals, the quarter's miles outside every IVMR week and the zip. */
export function IvmrReport() {
  const queries = useQueryClient();
  const today = useCompanyToday();
  const thisWeek = weekEndingOf(today);
  const lastWeek = addDays(thisWeek, -7);
  const [weekEnding, setWeekEnding] = useState(lastWeek);
  const [openId, setOpenId] = useState<string | null>(null);
  const [quarter, setQuarter] = useState(() => quarterOf(lastWeek));
  const quarters = recentQuarters(today).map((q) => ({ value: q, label: q }));
  const load = useQuery({ queryKey: ivmrKeys.week(weekEnding), queryFn: () => ivmrApi.week(weekEnding) });
  const create = useMutation({ mutationFn: () => ivmrApi.createRecords(weekEnding), onSuccess: () => queries.invalidateQueries({ queryKey: ivmrKeys.week(weekEnding) }) });
  const weeks = Array.from({ length: WEEKS_OFFERED }, (_, i) => addDays(thisWeek, -7 * i));
  const open = load.data?.tractors.find((w) => w.VehicleID === openId);
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>{t.title}</Header>
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        <FormField label={t.week} description={t.weekHint}>
          <Select
            selectedOption={{ value: weekEnding, label: usDate(weekEnding) }}
            options={weeks.map((w) => ({ value: w, label: usDate(w) }))}
            onChange={({ detail }) => { setWeekEnding(detail.selectedOption.value ?? lastWeek); create.reset(); }}
            ariaLabel={t.week}
          />
        </FormField>
        <Button loading={create.isPending} onClick={() => create.mutate()}>{t.createRecords}</Button>
      </SpaceBetween>
      {create.isError && <Alert type="error">{errorMessage(create.error)}</Alert>}
      {create.data && <Alert type="success">{t.created(create.data.created.length, create.data.recomputed.length)}</Alert>}
      <Loaded query={load} feature={t.title}>
        {(view) => (
          <DataTable<IvmrTractorWeek>
            items={view.tractors}
            columns={columns((w) => setOpenId(w.VehicleID))}
            trackBy="VehicleID"
            filterNoun={t.tractors}
            empty={<Box>{t.empty}</Box>}
            header={<Header variant="h2" counter={`(${view.tractors.length})`} description={t.createRecordsHint}>{t.week} {usDate(view.weekEnding)}</Header>}
            ariaLabel={t.title}
            preferencesKey="ivmr-week"
            footer={(shown) => <Box fontWeight="bold">{t.total}: {milesText(sumMiles(shown.map((w) => w.miles)))} mi</Box>}
          />
        )}
      </Loaded>
      <IvmrQuarterMiles
        quarter={quarter}
        actions={(
          <FormField label={t.quarter.quarter}>
            <Select selectedOption={quarters.find((o) => o.value === quarter) ?? null} options={quarters} onChange={({ detail }) => setQuarter(detail.selectedOption.value ?? quarter)} ariaLabel={t.quarter.quarter} />
          </FormField>
        )}
      />
      <IvmrZip lastWeek={lastWeek} />
      {open && <IvmrWeekDetail week={open} onClose={() => setOpenId(null)} />}
    </SpaceBetween>
  );
}
