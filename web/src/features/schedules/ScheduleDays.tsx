import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ScheduleEntryView } from '#shared/schedules/api';
import { usDay } from '#shared/schedules/format';
import { useTranslation } from 'react-i18next';

/** "Mon 11/23" or "lun 11/23": the weekday in the reader's language, the date as the office writes it. */
function weekdayDay(day: string, language: string): string {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  return `${weekday} ${day.slice(5, 7)}/${day.slice(8, 10)}`;
}

/** A driver's days as phone cards: start, tractor, run type, legs and notes; one column, 390 px wide. */
export function ScheduleDays({ entries, empty, showState = false }: { entries: ScheduleEntryView[]; empty: string; showState?: boolean }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <Box color="text-body-secondary">{empty}</Box>;
  return (
    <SpaceBetween size="s">
      {entries.map((e) => (
        <Container key={e.day} header={<Box variant="h3" tagOverride="h2">{weekdayDay(e.day, i18n.resolvedLanguage ?? 'en')} · {usDay(e.day)}</Box>}>
          <SpaceBetween size="xxs">
            <Box data-testid="schedule-start" fontWeight="bold">{e.startTime} · {t('schedule.tractor')} {e.VehicleID} · {t(`schedule.runTypes.${e.RunType}`)}</Box>
            {e.legs.map((l, i) => <Box key={i}>{l.origin} → {l.destination}</Box>)}
            {e.notes && <Box color="text-body-secondary">{e.notes}</Box>}
            {showState && <Box color={e.state === 'draft' ? 'text-status-warning' : 'text-status-success'}>{e.state === 'draft' ? t('schedule.draft') : t('schedule.published')}</Box>}
          </SpaceBetween>
        </Container>
      ))}
    </SpaceBetween>
  );
}
