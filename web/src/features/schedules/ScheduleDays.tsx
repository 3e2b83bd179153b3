import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ScheduleEntryView } from '#shared/schedules/api';
import { usDay, weekdayDay } from '#shared/schedules/format';
import { scheduleText } from './strings.ts';

/** A driver's days as phone cards: start, tractor, run type, legs and notes; one column, 390 px wide. */
export function ScheduleDays({ entries, empty, showState = false }: { entries: ScheduleEntryView[]; empty: string; showState?: boolean }) {
  if (entries.length === 0) return <Box color="text-body-secondary">{empty}</Box>;
  return (
    <SpaceBetween size="s">
      {entries.map((e) => (
        <Container key={e.day} header={<Box variant="h3" tagOverride="h2">{weekdayDay(e.day)} · {usDay(e.day)}</Box>}>
          <SpaceBetween size="xxs">
            <Box data-testid="schedule-start" fontWeight="bold">{e.startTime} · {scheduleText.columns.tractor} {e.VehicleID} · {scheduleText.runTypes[e.RunType]}</Box>
            {e.legs.map((l, i) => <Box key={i}>{l.origin} → {l.destination}</Box>)}
            {e.notes && <Box color="text-body-secondary">{e.notes}</Box>}
            {showState && <Box color={e.state === 'draft' ? 'text-status-warning' : 'text-status-success'}>{e.state === 'draft' ? scheduleText.entry.draft : scheduleText.entry.published}</Box>}
          </SpaceBetween>
        </Container>
      ))}
    </SpaceBetween>
  );
}
