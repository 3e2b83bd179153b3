import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { DayTrip } from '#shared/schedules/api';
import { usDay, weekdayDay } from '#shared/schedules/format';
import { addDays } from '#shared/schedules/week';
import { scheduleApi } from '#web/api/schedules.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ScheduleDays } from '#web/features/schedules/ScheduleDays.tsx';
import { scheduleKeys } from '#web/features/schedules/query-keys.ts';
import { driveText as t } from './strings.ts';

function Trips({ trips, tooEarly }: { trips: DayTrip[]; tooEarly: boolean }) {
  if (tooEarly) return <Box color="text-body-secondary">{t.tripsTooEarly}</Box>;
  if (trips.length === 0) return <Box color="text-body-secondary">{t.noTrips}</Box>;
  const miles = trips.reduce((sum, trip) => sum + trip.MilesQTY, 0);
  return (
    <SpaceBetween size="xxs">
      {trips.map((trip) => (
        <Box key={`${trip.PayRunID}|${trip.TripNumber}`}>{t.trip(trip.TripNumber, trip.VehicleID, `${trip.LegOrg} → ${trip.LegDest}`, trip.MilesQTY)}</Box>
      ))}
      <Box fontWeight="bold" data-testid="day-miles">{t.tripMiles(miles)}</Box>
    </SpaceBetween>
  );
}

/** The driver's day: previous and next day, that day's published schedule and his trips from the pay runs. */
export function DayViewCard() {
  const [day, setDay] = useState('');
  const view = useQuery({ queryKey: scheduleKeys.myDay(day), queryFn: () => scheduleApi.myDay(day || undefined) });
  const shown = view.data?.day ?? day;
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="angle-left" ariaLabel={t.previousDay} disabled={!shown} onClick={() => setDay(addDays(shown, -1))} />
              <Button iconName="angle-right" ariaLabel={t.nextDay} disabled={!shown} onClick={() => setDay(addDays(shown, 1))} />
            </SpaceBetween>
          }
        >
          <span data-testid="day-view-day">{shown ? `${weekdayDay(shown)} · ${usDay(shown)}` : t.dayView}</span>
        </Header>
      }
    >
      <Loaded query={view} feature={t.dayView}>
        {(d) => (
          <SpaceBetween size="m">
            <Box variant="h3" tagOverride="h3">{t.schedule}</Box>
            <ScheduleDays entries={d.entries} empty={t.noSchedule} />
            <Box variant="h3" tagOverride="h3">{t.trips}</Box>
            <Trips trips={d.trips} tooEarly={d.day < d.earliest} />
          </SpaceBetween>
        )}
      </Loaded>
    </Container>
  );
}
