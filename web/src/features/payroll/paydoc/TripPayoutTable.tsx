import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import type { TripPayoutView } from '#shared/payroll-api/pay-docs';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usd } from '#web/components/format.ts';
import { payDocText as t } from '#web/features/payroll/strings.ts';

function explanationOf(line: TripPayoutView) {
  return (
    <>
      {line.explanation}
      {line.DandHpayout > 0 && line.dandhExplanation ? (
        <Box variant="small" display="block" color="text-body-secondary">
          {line.dandhExplanation}
        </Box>
      ) : null}
    </>
  );
}

/** One line per trip of the driver, with the engine's plain-English explanation of its payout. */
export function TripPayoutTable({ lines, onEdit, variant, showDriver }: { lines: TripPayoutView[]; onEdit?: (line: TripPayoutView) => void; variant?: 'container' | 'embedded'; showDriver?: boolean }) {
  const columns: DataColumn<TripPayoutView>[] = [
    { id: 'trip', header: t.trip, cell: (l) => l.TripNumber, sortKey: (l) => l.TripNumber, width: 100 },
    showDriver
      ? { id: 'driver', header: t.driverId, cell: (l) => l.DriverID, sortKey: (l) => l.DriverID, width: 100 }
      : { id: 'vehicle', header: t.vehicle, cell: (l) => l.VehicleID, sortKey: (l) => l.VehicleID, width: 90 },
    { id: 'runType', header: t.runType, cell: (l) => `${l.RunType} · ${l.TripType}`, sortKey: (l) => l.RunType, width: 120 },
    { id: 'miles', header: t.miles, cell: (l) => milesText(l.MilesQTY), sortKey: (l) => l.MilesQTY, width: 80 },
    { id: 'payType', header: t.payType, cell: (l) => (l.PayRate === null ? l.PayType : `${l.PayType} @ ${l.PayRate}`), sortKey: (l) => l.PayType, width: 130 },
    {
      id: 'payout',
      header: t.payout,
      cell: (l) => (
        <>
          {usd(l.payout)} {l.manual && <Badge color="blue">{t.manual}</Badge>}
        </>
      ),
      sortKey: (l) => l.payout,
      width: 120,
    },
    { id: 'dandh', header: t.dandhPayout, cell: (l) => usd(l.DandHpayout), sortKey: (l) => l.DandHpayout, width: 80 },
    { id: 'why', header: t.explanation, cell: explanationOf, text: (l) => `${l.explanation} ${l.dandhExplanation}`, minWidth: 360 },
  ];
  if (onEdit) {
    columns.push({
      id: 'edit',
      header: '',
      cell: (l) => (
        <Button variant="inline-link" ariaLabel={`${t.editPayout} ${l.TripNumber}`} onClick={() => onEdit(l)}>
          {t.edit}
        </Button>
      ),
      width: 80,
    });
  }
  return (
    <DataTable
      items={lines}
      columns={columns}
      variant={variant ?? 'container'}
      trackBy={(l) => `${l.TripNumber}:${l.DriverID}`}
      header={<Header variant="h3" counter={`(${lines.length})`}>{t.tripPayouts}</Header>}
      filterNoun="trips" preferencesKey="trip-payouts"
      empty={t.noTrips}
      pageSize={50}
      ariaLabel={t.tripPayouts}
    />
  );
}
