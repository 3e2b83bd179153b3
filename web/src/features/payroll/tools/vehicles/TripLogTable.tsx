import Header from '@cloudscape-design/components/header';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usd, usDate } from '#web/components/format.ts';
import { vehicleText as t } from '#web/features/payroll/strings.ts';

type TripLog = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

const columns: DataColumn<TripLog>[] = [
  { id: 'trip', header: 'Trip', cell: (l) => text(l.TripNumber), sortKey: (l) => text(l.TripNumber), width: 110 },
  { id: 'date', header: t.date, cell: (l) => usDate(text(l.TripStartDate) || undefined), sortKey: (l) => text(l.TripStartDate), width: 120 },
  { id: 'runType', header: 'Run type', cell: (l) => text(l.RunType), sortKey: (l) => text(l.RunType), width: 110 },
  { id: 'leg', header: t.leg, cell: (l) => (l.SpotName ? text(l.SpotName) : `${text(l.LegOrg)} → ${text(l.LegDest)}`), text: (l) => `${text(l.SpotName)} ${text(l.LegOrg)} ${text(l.LegDest)}` },
  { id: 'driver1', header: t.driver1, cell: (l) => text(l.DriverNo1), sortKey: (l) => text(l.DriverNo1), width: 110 },
  { id: 'driver2', header: t.driver2, cell: (l) => text(l.DriverNo2), width: 110 },
  { id: 'miles', header: t.miles, cell: (l) => text(l.MilesQTY), sortKey: (l) => number(l.MilesQTY), width: 90 },
  { id: 'revenue', header: t.revenue, cell: (l) => usd(number(l.TripRevenue)), sortKey: (l) => number(l.TripRevenue), width: 120 },
];

/** The statement's trip logs of one vehicle, as imported. */
export function TripLogTable({ trips }: { trips: TripLog[] }) {
  return (
    <DataTable
      items={trips}
      columns={columns}
      variant="embedded"
      trackBy={(l) => text(l.TripNumber)}
      header={<Header variant="h3" counter={`(${trips.length})`}>{t.tripLogs}</Header>}
      filterNoun="trips" preferencesKey="trip-log"
      empty={t.noVehicles}
      defaultSort={{ column: 'date' }}
      ariaLabel={t.tripLogs}
    />
  );
}
