import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import type { WhatIfDriverDifference, WhatIfResult } from '#shared/payroll-api/tools';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usd } from '#web/components/format.ts';
import { whatIfText as t } from '#web/features/payroll/strings.ts';

const signed = (n: number) => (n > 0 ? `+${usd(n)}` : usd(n));

function changes(d: WhatIfDriverDifference) {
  if (d.changedTrips.length === 0 && d.changedEntries.length === 0) return <Box color="text-body-secondary">{t.noChange}</Box>;
  return (
    <ul className="fd-whatif-changes">
      {d.changedEntries.map((e) => (
        <li key={`e:${e.label}`}>{t.entryChange(e.label, usd(e.before), usd(e.after))}</li>
      ))}
      {d.changedTrips.map((trip) => (
        <li key={`t:${trip.TripNumber}`}>
          {t.tripChange(trip.TripNumber, usd(trip.before), usd(trip.after))} <Box variant="small" color="text-body-secondary">{trip.explanation}</Box>
        </li>
      ))}
    </ul>
  );
}

const columns: DataColumn<WhatIfDriverDifference>[] = [
  { id: 'driver', header: t.driver, cell: (d) => d.DisplayName || d.DriverID, sortKey: (d) => d.DisplayName, text: (d) => `${d.DisplayName} ${d.DriverID}`, width: 200 },
  { id: 'before', header: t.before, cell: (d) => usd(d.before), sortKey: (d) => d.before, width: 120 },
  { id: 'after', header: t.after, cell: (d) => usd(d.after), sortKey: (d) => d.after, width: 120 },
  { id: 'difference', header: t.difference, cell: (d) => <strong>{signed(d.difference)}</strong>, sortKey: (d) => Math.abs(d.difference), width: 130 },
  { id: 'changes', header: t.changes, cell: changes },
];

/** What the edited rule would pay each driver of the run, compared with the current rules. */
export function WhatIfResultTable({ result, source }: { result: WhatIfResult; source: string }) {
  return (
    <DataTable
      items={result.drivers}
      columns={columns}
      trackBy="DriverID"
      header={
        <Header variant="h2" description={`${t.totals(usd(result.totalBefore), usd(result.totalAfter), signed(result.difference))} ${source}`}>
          {t.resultHeader}
        </Header>
      }
      filterNoun="drivers" preferencesKey="what-if-drivers"
      empty={t.noDrivers}
      defaultSort={{ column: 'difference', descending: true }}
      ariaLabel={t.resultHeader}
    />
  );
}
