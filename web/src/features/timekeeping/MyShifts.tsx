import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addIsoDays } from '#shared/timekeeping/week';
import { timekeepingApi, timekeepingKeys } from '#web/api/timekeeping.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { MyShiftsWeek } from './MyShiftsWeek.tsx';

/** The driver's shifts of this week and last, so he can check every punch (weeks in the company's time zone). */
export function MyShifts() {
  const { t } = useTranslation();
  const current = useQuery({ queryKey: timekeepingKeys.myWeek('current'), queryFn: () => timekeepingApi.myWeek() });
  const lastWeekEnding = current.data ? addIsoDays(current.data.weekEnding, -7) : null;
  const last = useQuery({
    queryKey: timekeepingKeys.myWeek(lastWeekEnding ?? 'none'),
    queryFn: () => timekeepingApi.myWeek(lastWeekEnding!),
    enabled: lastWeekEnding !== null,
  });
  return (
    <SpaceBetween size="m">
      <Loaded query={current} feature={t('timecard.myShifts')}>{(week) => <MyShiftsWeek title={t('timecard.thisWeek')} week={week} />}</Loaded>
      {lastWeekEnding && <Loaded query={last} feature={t('timecard.myShifts')}>{(week) => <MyShiftsWeek title={t('timecard.lastWeek')} week={week} />}</Loaded>}
    </SpaceBetween>
  );
}
