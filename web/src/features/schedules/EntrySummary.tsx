import Box from '@cloudscape-design/components/box';
import type { ScheduleEntryView } from '#shared/schedules/api';
import { scheduleText } from './strings.ts';

export function legsText(e: Pick<ScheduleEntryView, 'legs'>): string {
  return e.legs.map((l) => `${l.origin} → ${l.destination}`).join(', ');
}

/** What a board cell shows of a day: tractor, run type and start, the legs, an out-of-service tractor sent anyway, and whether drivers see it yet. */
export function EntrySummary({ entry }: { entry: ScheduleEntryView }) {
  return (
    <Box fontSize="body-s">
      <Box fontWeight="bold" fontSize="body-s">{entry.startTime} · {entry.VehicleID} · {scheduleText.runTypes[entry.RunType]}</Box>
      {entry.legs.length > 0 && <Box fontSize="body-s">{legsText(entry)}</Box>}
      {entry.outOfServiceOverride && (
        <Box fontSize="body-s" color="text-status-error">{scheduleText.entry.overridden(entry.outOfServiceOverride.reason, entry.outOfServiceOverride.by)}</Box>
      )}
      <Box fontSize="body-s" color={entry.state === 'draft' ? 'text-status-warning' : 'text-status-success'}>{entry.state === 'draft' ? scheduleText.entry.draft : scheduleText.entry.published}</Box>
    </Box>
  );
}
