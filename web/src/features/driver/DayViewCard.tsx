import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayTrip } from '#shared/schedules/api';
import { usDay } from '#shared/schedules/format';
import { addDays } from '#shared/schedules/week';
import { scheduleApi } from '#web/api/schedules.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ScheduleDays } from '#web/features/schedules/ScheduleDays.tsx';
import { scheduleKeys } from '#web/features/schedules/query-keys.ts';
import { intlLocale } from '#web/i18n/intl-locale.ts';

/** "Mon 11/23" or "lun 11/23": the weekday in the reader's language, the date as the office writes it. */
function weekdayDay(day: string, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  return `${weekday} ${day.slice(5, 7)}/${day.slice(8, 10)}`;
}

function Trips({ trips, tooEarly }: { trips: DayTrip[]; tooEarly: boolean }) {
  const { t } = useTranslation();
  if (tooEarly) return <Box color="text-body-secondary">{t('drive.tripsTooEarly')}</Box>;
  if (trips.length === 0) return <Box color="text-body-secondary">{t('drive.noTrips')}</Box>;
  const miles = trips.reduce((sum, trip) => sum + trip.MilesQTY, 0);
  return (
    <SpaceBetween size="xxs">
      {trips.map((trip) => (
        <Box key={`${trip.PayRunID}|${trip.TripNumber}`}>{t('drive.trip', { number: trip.TripNumber, tractor: trip.VehicleID, from: trip.LegOrg, to: trip.LegDest, miles: trip.MilesQTY })}</Box>
      ))}
      <Box fontWeight="bold" data-testid="day-miles">{t('drive.tripMiles', { miles })}</Box>
    </SpaceBetween>
  );
}

/** The driver's day: previous and next day, that day's published schedule and his trips from the pay runs. */
export function DayViewCard() {
  const { t, i18n } = useTranslation();
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
              <Button iconName="angle-left" ariaLabel={t('drive.previousDay')} disabled={!shown} onClick={() => setDay(addDays(shown, -1))} />
              <Button iconName="angle-right" ariaLabel={t('drive.nextDay')} disabled={!shown} onClick={() => setDay(addDays(shown, 1))} />
            </SpaceBetween>
          }
        >
          <span data-testid="day-view-day">{shown ? `${weekdayDay(shown, intlLocale(i18n.resolvedLanguage))} · ${usDay(shown)}` : t('drive.dayView')}</span>
        </Header>
      }
    >
      <Loaded query={view} feature={t('drive.dayView')}>
        {(d) => (
          <SpaceBetween size="m">
            <Box variant="h3" tagOverride="h3">{t('drive.schedule')}</Box>
            <ScheduleDays entries={d.entries} empty={t('drive.noSchedule')} />
            <Box variant="h3" tagOverride="h3">{t('drive.trips')}</Box>
            <Trips trips={d.trips} tooEarly={d.day < d.earliest} />
          </SpaceBetween>
        )}
      </Loaded>
    </Container>
  );
}
