import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { sumMiles } from '#shared/reports/ivmr-week';
import type { TractorQuarterMiles } from '#shared/reports/ivmr-quarter';
import { ivmrApi, ivmrKeys } from '#web/api/ivmr.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ivmrText } from './strings.ts';

const t = ivmrText.quarter;

const COLUMNS: DataColumn<TractorQuarterMiles>[] = [
  { id: 'unit', header: t.unit, cell: (r) => r.VehicleID, sortKey: (r) => r.VehicleID, text: (r) => r.VehicleID },
  { id: 'window', header: t.windowMiles, cell: (r) => milesText(r.windowMiles), sortKey: (r) => r.windowMiles },
  { id: 'outside', header: t.outsideMiles, cell: (r) => milesText(r.outsideMiles), sortKey: (r) => r.outsideMiles },
  { id: 'ifta', header: t.iftaMiles, cell: (r) => milesText(r.iftaMiles), sortKey: (r) => r.iftaMiles },
  { id: 'days', header: t.outsideDays, cell: (r) => r.outsideDays.map((d) => `${usDate(d.date)} ${milesText(d.miles)}`).join(', ') || '—', text: (r) => r.outsideDays.map((d) => d.date).join(' ') },
];

function totals(rows: readonly TractorQuarterMiles[]): string {
  const sum = (pick: (r: TractorQuarterMiles) => number) => milesText(sumMiles(rows.map(pick)));
  return `${t.total}: ${t.windowMiles} ${sum((r) => r.windowMiles)} · ${t.outsideMiles} ${sum((r) => r.outsideMiles)} · ${t.iftaMiles} ${sum((r) => r.iftaMiles)}`;
}

/**
 * fleet-rules "Approval": per tractor, a quarter's miles inside the IVMR weeks and outside every one, which
 * add up to its IFTA miles; shown beside IFTA and on the IVMR page so the IRP record and IFTA reconcile.
 */
export function IvmrQuarterMiles({ quarter, actions }: { quarter: string; actions?: ReactNode }) {
  const load = useQuery({ queryKey: ivmrKeys.quarterMiles(quarter), queryFn: () => ivmrApi.quarterMiles(quarter) });
  return (
    <Loaded query={load} feature={t.title}>
      {(answer) => (
        <DataTable<TractorQuarterMiles>
          items={answer.tractors}
          columns={COLUMNS}
          trackBy="VehicleID"
          filterNoun={t.tractors}
          empty={<Box>{t.empty}</Box>}
          defaultSort={{ column: 'unit' }}
          preferencesKey="ivmr-quarter-miles"
          ariaLabel={`${t.title} ${answer.quarter}`}
          header={<Header variant="h3" counter={`(${answer.tractors.length})`} description={t.description} actions={actions}>{`${t.title}, ${answer.quarter}`}</Header>}
          footer={(shown) => <Box fontWeight="bold">{totals(shown)}</Box>}
        />
      )}
    </Loaded>
  );
}
