import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { getOdometerHistory, listGpsEvents, listLogIns } from '#web/api/telematics.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { milesText, usDate, usDateTime } from '#web/components/format.ts';
import type { GpsEventView, LogInView, OdometerDay } from '#shared/telematics/api';
import { OdometerChart } from './OdometerChart.tsx';
import { telematicsKeys } from './query-keys.ts';
import { telematicsText } from './strings.ts';

const t = telematicsText.feed;
const c = t.columns;

const gpsColumns: DataColumn<GpsEventView>[] = [
  { id: 'time', header: c.time, cell: (e) => usDateTime(e.posTimeStamp), sortKey: (e) => e.posTimeStamp },
  { id: 'odometer', header: c.odometer, cell: (e) => milesText(e.odometer), sortKey: (e) => e.odometer ?? 0 },
  { id: 'place', header: c.place, cell: (e) => [e.city, e.stateProv].filter(Boolean).join(', ') || '—', text: (e) => `${e.city ?? ''} ${e.stateProv ?? ''}` },
  { id: 'speed', header: c.speed, cell: (e) => e.speed ?? '—', sortKey: (e) => e.speed ?? 0 },
  { id: 'ignition', header: c.ignition, cell: (e) => e.ignition ?? '—' },
  { id: 'driver', header: c.driver, cell: (e) => e.driverID ?? '—', text: (e) => e.driverID ?? '' },
];

const logInColumns: DataColumn<LogInView>[] = [
  { id: 'time', header: c.time, cell: (e) => usDateTime(e.posTimeStamp), sortKey: (e) => e.posTimeStamp },
  { id: 'event', header: c.event, cell: (e) => `${e.meaning} (${e.code})`, text: (e) => e.meaning },
  { id: 'driver', header: c.driver, cell: (e) => (e.driverName ? `${e.driverName} (${e.DriverID})` : e.DriverID), text: (e) => `${e.driverName ?? ''} ${e.DriverID}` },
];

const odometerColumns: DataColumn<OdometerDay>[] = [
  { id: 'day', header: c.day, cell: (d) => usDate(d.date), sortKey: (d) => d.date },
  { id: 'start', header: c.start, cell: (d) => milesText(d.odoStart) },
  { id: 'stop', header: c.stop, cell: (d) => milesText(d.odoStop) },
  { id: 'miles', header: c.miles, cell: (d) => milesText(d.miles), sortKey: (d) => d.miles },
  { id: 'states', header: c.states, cell: (d) => d.states.map((s) => `${s.state} ${milesText(s.miles)}`).join(' · ') || '—' },
];

/** The feed's part of a tractor's detail: its GPS events, driver log-ins and 31-day odometer history. */
export function TractorFeedSections({ vehicleId }: { vehicleId: string }) {
  const gps = useQuery({ queryKey: telematicsKeys.gpsEvents(vehicleId), queryFn: () => listGpsEvents(vehicleId) });
  const logIns = useQuery({ queryKey: telematicsKeys.logIns(vehicleId), queryFn: () => listLogIns(vehicleId) });
  const odometer = useQuery({ queryKey: telematicsKeys.odometer(vehicleId), queryFn: () => getOdometerHistory(vehicleId) });
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2" description={t.odometerDescription}>{t.odometerHeader}</Header>}>
        <Loaded query={odometer} feature={t.odometerFeature}>
          {(days) => (
            <SpaceBetween size="m">
              <OdometerChart days={days} />
              <DataTable
                items={days}
                columns={odometerColumns}
                trackBy="date"
                variant="embedded"
                empty={t.chartEmpty}
                pageSize={31}
                footer={`${t.total}: ${milesText(Math.round(days.reduce((s, d) => s + d.miles, 0) * 10) / 10)} ${t.chartMiles.toLowerCase()}`}
                ariaLabel={t.odometerHeader}
              />
            </SpaceBetween>
          )}
        </Loaded>
      </Container>
      <Loaded query={gps} feature={t.gpsFeature}>
        {(items) => (
          <DataTable items={items} columns={gpsColumns} trackBy="eventId" empty={t.gpsEmpty} pageSize={10} defaultSort={{ column: 'time', descending: true }}
            header={<Header variant="h2" counter={`(${items.length})`} description={t.gpsDescription}>{t.gpsHeader}</Header>} ariaLabel={t.gpsHeader} />
        )}
      </Loaded>
      <Loaded query={logIns} feature={t.logInsFeature}>
        {(items) => (
          <DataTable items={items} columns={logInColumns} trackBy="eventId" empty={t.logInsEmpty} pageSize={10} defaultSort={{ column: 'time', descending: true }}
            header={<Header variant="h2" counter={`(${items.length})`} description={t.logInsDescription}>{t.logInsHeader}</Header>} ariaLabel={t.logInsHeader} />
        )}
      </Loaded>
    </SpaceBetween>
  );
}
