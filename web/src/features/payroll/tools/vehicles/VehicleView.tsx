import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import { getVehicleDetail, listVehicleSummaries, type VehicleSummaryView } from '#web/api/payroll-vehicles.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usd } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { FuelTable } from '#web/features/payroll/paydoc/FuelTable.tsx';
import { TripPayoutTable } from '#web/features/payroll/paydoc/TripPayoutTable.tsx';
import { vehicleText as t } from '#web/features/payroll/strings.ts';
import { TripLogTable } from './TripLogTable.tsx';
import { VehicleCorrections } from './VehicleCorrections.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

const columns: DataColumn<VehicleSummaryView>[] = [
  { id: 'vehicle', header: t.vehicle, cell: (v) => v.vehicleId, sortKey: (v) => v.vehicleId, text: (v) => `${v.vehicleId} ${v.drivers.join(' ')}` },
  { id: 'trips', header: t.trips, cell: (v) => v.trips, sortKey: (v) => v.trips, width: 80 },
  { id: 'miles', header: t.miles, cell: (v) => milesText(v.miles), sortKey: (v) => v.miles, width: 90 },
  { id: 'payout', header: t.payout, cell: (v) => usd(v.payout), sortKey: (v) => v.payout, width: 120 },
];

/** Vehicles of the statement that have no summary yet (the run is not calculated) are listed too. */
function withUncalculated(summaries: VehicleSummaryView[], vehicleList: string[]): VehicleSummaryView[] {
  const known = new Set(summaries.map((v) => v.vehicleId));
  const rest = vehicleList.filter((id) => !known.has(id)).map((vehicleId) => ({ vehicleId, drivers: [], trips: 0, miles: 0, tripRevenue: 0, payout: 0, gallons: 0 }));
  return [...summaries, ...rest];
}

/** The vehicle view: the run's vehicles, and the active truck summary of the one chosen. */
export function VehicleView({ run, activeTruck, onOpen }: { run: PayRunView; activeTruck: string | null; onOpen: (vehicleId: string) => void }) {
  const list = useQuery({ queryKey: payrollKeys.vehicles(run.PayRunID, run.calculatedAt ?? ''), queryFn: async () => withUncalculated(await listVehicleSummaries(run.PayRunID), run.VehicleList) });
  const detail = useQuery({ queryKey: payrollKeys.vehicle(run.PayRunID, activeTruck ?? '', run.calculatedAt ?? ''), queryFn: () => getVehicleDetail(run.PayRunID, activeTruck!), enabled: activeTruck !== null });
  return (
    <SpaceBetween size="l">
      <Loaded query={list} feature={t.vehicles}>
        {(vehicles) => (
          <DataTable
            items={vehicles}
            columns={columns}
            trackBy="vehicleId"
            header={<Header variant="h2" counter={`(${vehicles.length})`}>{t.vehicles}</Header>}
            filterNoun="vehicles" preferencesKey="run-vehicles"
            empty={t.noVehicles}
            defaultSort={{ column: 'vehicle' }}
            selectedItems={vehicles.filter((v) => v.vehicleId === activeTruck)}
            onSelect={(v) => onOpen(v.vehicleId)}
            ariaLabel={t.vehicles}
            pageSize={10}
          />
        )}
      </Loaded>
      {activeTruck ? (
        <Loaded query={detail} feature={t.summary(activeTruck)}>
          {(truck) => (
            <Container header={<Header variant="h2">{t.summary(activeTruck)}</Header>}>
              <SpaceBetween size="l">
                {truck.summary ? (
                  <KeyValuePairs
                    columns={4}
                    items={[
                      { label: t.drivers, value: truck.summary.drivers.join(', ') || '—' },
                      { label: t.miles, value: milesText(truck.summary.miles) },
                      { label: t.revenue, value: usd(truck.summary.tripRevenue) },
                      { label: t.payout, value: usd(truck.summary.payout) },
                    ]}
                  />
                ) : (
                  <Box color="text-body-secondary">{t.notCalculated}</Box>
                )}
                <TripLogTable trips={truck.TripLogs} />
                <TripPayoutTable lines={truck.TripPayoutRecords} variant="embedded" showDriver />
                <FuelTable fuel={truck.FuelLogs} />
                <VehicleCorrections payRunId={run.PayRunID} vehicleId={activeTruck} truck={truck} />
              </SpaceBetween>
            </Container>
          )}
        </Loaded>
      ) : (
        <Box color="text-body-secondary" padding="l">
          {t.chooseVehicle}
        </Box>
      )}
    </SpaceBetween>
  );
}
