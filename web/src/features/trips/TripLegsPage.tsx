import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { isoDaysBefore } from '#shared/dates/calendar-day';
import type { TripRecordView } from '#shared/trips/api';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { listTractors } from '#web/api/payroll-rules.ts';
import { getTripLegs } from '#web/api/trips.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usDate } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { tripText as t } from './strings.ts';
import { componentText } from '#web/components/strings.ts';

interface Search { vehicleId: string; from: string; to: string }

/** /records-trip-legs: a tractor's trip records by date, a page at a time, with its broken legs and missing runs. */
export function TripLegsPage() {
  const tractors = useQuery({ queryKey: ['trips', 'tractors'], queryFn: listTractors });
  const [vehicleId, setVehicleId] = useState('');
  const today = useCompanyToday();
  const [from, setFrom] = useState(() => isoDaysBefore(today, 30));
  const [to, setTo] = useState(today);
  const [search, setSearch] = useState<Search | null>(null);
  const legs = useInfiniteQuery({
    queryKey: ['trips', 'legs', search],
    enabled: search !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getTripLegs(search!.vehicleId, search!.from, search!.to, pageParam),
    getNextPageParam: (last) => (last.hasMore ? last.cursor : undefined),
  });
  const pages = legs.data?.pages ?? [];
  const trips = pages.flatMap((p) => p.trips);
  const first = pages[0];
  const options = (tractors.data ?? []).map((tr) => ({ value: tr.VehicleID, label: tr.VehicleID }));

  const columns: DataColumn<TripRecordView>[] = [
    { id: 'date', header: t.date, cell: (r) => (r.tripDate ? usDate(r.tripDate) : '—'), width: 110 },
    { id: 'trip', header: t.trip, cell: (r) => r.TripNumber, text: (r) => r.TripNumber, width: 110 },
    { id: 'run', header: t.payRun, cell: (r) => usDate(r.PayRunID), width: 110 },
    { id: 'type', header: t.runType, cell: (r) => r.RunType, text: (r) => r.RunType, width: 100 },
    { id: 'driver', header: t.driver, cell: (r) => `${r.DriverName1 || ''} ${r.DriverNo1}`.trim(), text: (r) => `${r.DriverName1} ${r.DriverNo1}` },
    { id: 'org', header: t.origin, cell: (r) => r.LegOrg || '—', text: (r) => r.LegOrg, width: 90 },
    { id: 'dest', header: t.destination, cell: (r) => r.LegDest || '—', text: (r) => r.LegDest, width: 110 },
    { id: 'spot', header: t.spot, cell: (r) => r.SpotName || '—', text: (r) => r.SpotName },
    { id: 'miles', header: t.miles, cell: (r) => milesText(r.MilesQTY), width: 90 },
    { id: 'leg', header: t.leg, cell: (r) => (r.brokenLeg ? <Badge color="red">{t.broken}</Badge> : r.LegOrg ? <Badge color="green">{t.ok}</Badge> : null), width: 120 },
  ];

  return (
    <ContentLayout header={<Header variant="h1" description={t.legsDescription}>{t.legsTitle}</Header>}>
      <SpaceBetween size="l">
        <Container>
          <ColumnLayout columns={4}>
            <FormField label={t.tractor}>
              <Select
                selectedOption={vehicleId ? { value: vehicleId, label: vehicleId } : null}
                options={options}
                filteringType="auto"
                statusType={tractors.isLoading ? 'loading' : 'finished'}
                onChange={({ detail }) => setVehicleId(detail.selectedOption.value ?? '')}
                ariaLabel={t.tractor}
              />
            </FormField>
            <FormField label={t.from}>
              <DatePicker value={from} onChange={({ detail }) => setFrom(detail.value)} placeholder="YYYY/MM/DD" ariaLabel={t.from} openCalendarAriaLabel={componentText.openCalendar(t.from)} />
            </FormField>
            <FormField label={t.to}>
              <DatePicker value={to} onChange={({ detail }) => setTo(detail.value)} placeholder="YYYY/MM/DD" ariaLabel={t.to} openCalendarAriaLabel={componentText.openCalendar(t.to)} />
            </FormField>
            <Box padding={{ top: 'l' }}>
              <Button variant="primary" disabled={!vehicleId || !from || !to} onClick={() => setSearch({ vehicleId, from, to })}>
                {t.show}
              </Button>
            </Box>
          </ColumnLayout>
        </Container>
        {legs.isError && <Alert type="error">{errorMessage(legs.error)}</Alert>}
        {!search && <Box color="text-status-inactive">{t.chooseTractor}</Box>}
        {first && (
          <>
            <Container header={<Header variant="h2" counter={`(${first.brokenLegs.length})`}>{t.brokenLegs}</Header>}>
              {first.brokenLegs.length === 0 ? (
                <Box>{t.noBrokenLegs}</Box>
              ) : (
                <ul aria-label={t.brokenLegs}>
                  {first.brokenLegs.map((b) => (
                    <li key={`${b.PayRunID}-${b.TripNumber}`}>{t.brokenLegText(b.TripNumber, b.previousTripNumber, b.expectedOrigin, b.actualOrigin)}</li>
                  ))}
                </ul>
              )}
            </Container>
            <Container header={<Header variant="h2" counter={`(${first.missingRuns.filter((m) => !m.resolved).length} ${t.open.toLowerCase()})`}>{t.missingRuns}</Header>}>
              {first.missingRuns.length === 0 ? (
                <Box>{t.noMissingRuns}</Box>
              ) : (
                <ul aria-label={t.missingRuns}>
                  {first.missingRuns.map((m) => (
                    <li key={`${m.PayRunID}-${m.TripNumber}`}>
                      {t.trip} {m.TripNumber} ({usDate(m.PayRunID)}): {m.reason} — {m.resolved ? t.resolved : t.open}
                    </li>
                  ))}
                </ul>
              )}
            </Container>
            <DataTable
              items={trips}
              columns={columns}
              trackBy={(r) => `${r.PayRunID}-${r.TripNumber}`}
              header={
                <Header
                  variant="h2"
                  counter={`(${t.shownOf(trips.length, first.tripCount)})`}
                  actions={legs.hasNextPage ? <Button loading={legs.isFetchingNextPage} onClick={() => void legs.fetchNextPage()}>{t.loadMore}</Button> : undefined}
                >
                  {t.trips}
                </Header>
              }
              filterNoun="trips"
              empty={t.noTrips}
              pageSize={100}
              ariaLabel={t.trips}
              footer={(shown) => `${t.totalMiles}: ${milesText(shown.reduce((sum, r) => sum + r.MilesQTY, 0))}`}
            />
          </>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
