import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fleetApi, fleetKeys, type FuelRow, type PayoutRow, type TripRow } from '#web/api/fleet.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { tractorText as t } from './strings.ts';

const tripColumns: DataColumn<TripRow>[] = [
  { id: 'trip', header: 'Trip', cell: (r) => r.TripNumber, sortKey: (r) => r.TripNumber, width: 120 },
  { id: 'run', header: 'Week ending', cell: (r) => usDate(r.PayRunID), sortKey: (r) => r.PayRunID, width: 130 },
  { id: 'date', header: 'Started', cell: (r) => usDate(r.TripStartDate ?? null), sortKey: (r) => r.TripStartDate ?? '', width: 130 },
  { id: 'type', header: 'Run type', cell: (r) => r.RunType ?? '', width: 110 },
  { id: 'route', header: 'Leg or spot', cell: (r) => (r.LegOrg ? `${r.LegOrg} → ${r.LegDest ?? ''}` : (r.SpotName ?? '')), text: (r) => `${r.LegOrg ?? ''} ${r.LegDest ?? ''} ${r.SpotName ?? ''}` },
  { id: 'drivers', header: 'Drivers', cell: (r) => [r.DriverNo1, r.DriverNo2].filter(Boolean).join(' / '), width: 170 },
  { id: 'miles', header: 'Miles', cell: (r) => milesText(r.MilesQTY ?? null), sortKey: (r) => r.MilesQTY ?? 0, width: 100 },
];

const fuelColumns: DataColumn<FuelRow>[] = [
  { id: 'ticket', header: 'Ticket', cell: (r) => r.TicketNumber ?? '', sortKey: (r) => r.TicketNumber ?? '', width: 140 },
  { id: 'date', header: 'Date', cell: (r) => usDate(r.TransactionDate ?? null), sortKey: (r) => r.TransactionDate ?? '', width: 130 },
  { id: 'stop', header: 'Truck stop', cell: (r) => r.TruckStopName ?? '' },
  { id: 'gallons', header: 'Gallons', cell: (r) => (r.GallonsPurchased ?? 0).toFixed(2), sortKey: (r) => r.GallonsPurchased ?? 0, width: 110 },
  { id: 'amount', header: 'Amount', cell: (r) => usd(r.FuelAmount ?? 0), sortKey: (r) => r.FuelAmount ?? 0, width: 120 },
];

const payoutColumns: DataColumn<PayoutRow>[] = [
  { id: 'trip', header: 'Trip', cell: (r) => r.TripNumber, sortKey: (r) => r.TripNumber, width: 120 },
  { id: 'run', header: 'Week ending', cell: (r) => usDate(r.PayRunID), sortKey: (r) => r.PayRunID, width: 130 },
  { id: 'driver', header: 'Driver', cell: (r) => r.DriverID, sortKey: (r) => r.DriverID, width: 110 },
  { id: 'miles', header: 'Miles', cell: (r) => milesText(r.MilesQTY), sortKey: (r) => r.MilesQTY, width: 100 },
  { id: 'payout', header: 'Payout', cell: (r) => usd(r.payout), sortKey: (r) => r.payout, width: 120 },
];

/** Trips and fuel of the pay runs since the start of the previous month. */
export function TractorTrips({ vehicleId }: { vehicleId: string }) {
  const load = useQuery({ queryKey: fleetKeys.trips(vehicleId), queryFn: () => fleetApi.trips(vehicleId) });
  return (
    <Loaded query={load} feature={t.trips}>
      {({ from, trips, fuel }) => (
        <SpaceBetween size="l">
          <DataTable items={trips} columns={tripColumns} trackBy={(r) => `${r.PayRunID}-${r.TripNumber}`} header={<Header variant="h2" counter={`(${trips.length})`} description={t.tripsDescription(usDate(from))}>{t.trips}</Header>} empty={t.noTrips} pageSize={10} defaultSort={{ column: 'run', descending: true }} ariaLabel={t.trips} />
          <DataTable items={fuel} columns={fuelColumns} trackBy={(r) => `${r.PayRunID}-${r.StatementOrderIndex}`} header={<Header variant="h2" counter={`(${fuel.length})`}>{t.fuel}</Header>} empty={t.noFuel} pageSize={10} defaultSort={{ column: 'date', descending: true }} ariaLabel={t.fuel} />
        </SpaceBetween>
      )}
    </Loaded>
  );
}

/** Payouts of the tractor's trips in the last 30 days; the total is the sum of every row listed. */
export function TractorPayouts({ vehicleId }: { vehicleId: string }) {
  const load = useQuery({ queryKey: fleetKeys.payouts(vehicleId), queryFn: () => fleetApi.payouts(vehicleId) });
  return (
    <Loaded query={load} feature={t.payouts}>
      {({ payouts }) => (
        <DataTable
          items={payouts}
          columns={payoutColumns}
          trackBy={(r) => `${r.PayRunID}-${r.TripNumber}-${r.DriverID}`}
          header={<Header variant="h2" counter={`(${payouts.length})`}>{t.payouts}</Header>}
          empty={t.noPayouts}
          pageSize={100}
          defaultSort={{ column: 'run', descending: true }}
          ariaLabel={t.payouts}
          footer={<Box textAlign="right" fontWeight="bold">{t.payoutTotal}: {usd(payouts.reduce((sum, p) => sum + Math.round(p.payout * 100), 0) / 100)}</Box>}
        />
      )}
    </Loaded>
  );
}
