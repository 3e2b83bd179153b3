import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { todayIn } from '#shared/dates/time-zone';
import { addIsoDays, weekEndingOf } from '#shared/timekeeping/week';
import { usDate } from '#web/components/format.ts';
import { timekeepingText as t } from './strings.ts';

/** The pay week holding the company's today. */
export function currentWeekEnding(timeZone: string): string {
  return weekEndingOf(todayIn(timeZone));
}

/** Previous and next week around the week ending shown. */
export function WeekPicker({ weekEnding, onChange }: { weekEnding: string; onChange: (weekEnding: string) => void }) {
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Button iconName="angle-left" ariaLabel={t.previousWeek} onClick={() => onChange(addIsoDays(weekEnding, -7))} />
      <Box data-testid="week-ending">{t.weekEnding} {usDate(weekEnding)}</Box>
      <Button iconName="angle-right" ariaLabel={t.nextWeek} onClick={() => onChange(addIsoDays(weekEnding, 7))} />
    </SpaceBetween>
  );
}
