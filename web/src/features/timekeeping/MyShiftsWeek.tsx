import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { MyShiftView, MyTimecardsView, PunchStampView } from '#shared/timekeeping/api';
import { hoursText } from '#shared/timekeeping/hours-table';
import { intlLocale } from '#web/i18n/intl-locale.ts';
import { isoDayText, zoneDate, zoneDay, zoneTime } from './zone-time.ts';

/** The server's flag of a punch stamped at arrival, as the catalogue names its reason. */
const FLAG_REASONS = {
  'tap time before previous punch': 'beforePrevious',
  'tap time in the future': 'inFuture',
} as const satisfies Record<string, string>;

function StampNote({ stamp, zone }: { stamp: PunchStampView | null; zone: string }) {
  const { t, i18n } = useTranslation();
  if (!stamp || (!stamp.late && !stamp.flag)) return null;
  const locale = intlLocale(i18n.resolvedLanguage);
  const tapped = stamp.correctedTapAt ?? stamp.tappedAt;
  // The row already names the day: a day is repeated only when the tap and the arrival fall on different ones.
  const oneDay = tapped !== null && zoneDate(tapped, zone) === zoneDate(stamp.arrivedAt, zone);
  const when = (iso: string) => (oneDay ? zoneTime(iso, zone, locale) : `${zoneDay(iso, zone, locale)} ${zoneTime(iso, zone, locale)}`);
  const reasonKey = stamp.flag ? FLAG_REASONS[stamp.flag as keyof typeof FLAG_REASONS] : undefined;
  const reason = reasonKey ? t(`timecard.flagReason.${reasonKey}`) : (stamp.flag ?? '');
  return (
    <Box fontSize="body-s" color="text-body-secondary" data-testid={stamp.flag ? 'shift-flagged' : 'shift-late'}>
      <Badge color={stamp.flag ? 'red' : 'blue'}>{stamp.flag ? t('timecard.flagged') : t('timecard.sentLate')}</Badge>{' '}
      {stamp.flag ? t('timecard.stampedAtArrival', { reason }) : ''}{' '}
      {tapped ? t('timecard.tappedArrived', { tapped: when(tapped), arrived: when(stamp.arrivedAt) }) : ''}
    </Box>
  );
}

function ShiftRow({ shift, week }: { shift: MyShiftView; week: MyTimecardsView }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const zone = week.timeZone;
  const inDay = zoneDate(shift.in, zone);
  const outText = shift.out
    ? (zoneDate(shift.out, zone) === inDay ? zoneTime(shift.out, zone, locale) : `${zoneDay(shift.out, zone, locale)} ${zoneTime(shift.out, zone, locale)}`)
    : t('timecard.onTheClock');
  const partial = !week.days.includes(inDay) || (shift.out !== null && !week.days.includes(zoneDate(shift.out, zone)));
  return (
    <li data-testid="my-shift" style={{ padding: '10px 0', borderBottom: '1px solid #e9ebed', listStyle: 'none' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, alignItems: 'baseline' }}>
        <Box fontWeight="bold">{zoneDay(shift.in, zone, locale)}</Box>
        <Box fontWeight="bold" data-testid="shift-minutes">{hoursText(shift.minutes)}</Box>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <Box data-testid="shift-times">{`${zoneTime(shift.in, zone, locale)} – ${outText}`}</Box>
        {!shift.out && <Box fontSize="body-s" color="text-status-warning">{t('timecard.notCounted')}</Box>}
        {partial && <Box fontSize="body-s" color="text-body-secondary">{t('timecard.partInWeek')}</Box>}
      </div>
      <StampNote stamp={shift.inStamp} zone={zone} />
      <StampNote stamp={shift.outStamp} zone={zone} />
    </li>
  );
}

/** One of the driver's weeks on his phone: each shift with its hours, and the week's total, the sum of the rows. */
export function MyShiftsWeek({ title, week }: { title: string; week: MyTimecardsView }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const total = week.shifts.reduce((sum, s) => sum + s.minutes, 0);
  const span = `${isoDayText(week.days[0]!, locale)} – ${isoDayText(week.weekEnding, locale)}`;
  return (
    <Container
      data-testid={`my-shifts-${week.weekEnding}`}
      header={<Header variant="h2" description={span} info={week.approved ? <Badge color="green">{t('timecard.approved')}</Badge> : undefined}>{title}</Header>}
      footer={(
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Box fontWeight="bold">{t('timecard.weekTotal')}</Box>
          <Box fontWeight="bold" data-testid="shifts-week-total">{hoursText(total)}</Box>
        </div>
      )}
    >
      {week.shifts.length === 0 ? <Box color="text-body-secondary">{t('timecard.noShifts')}</Box> : (
        <SpaceBetween size="xxs">
          <ul style={{ margin: 0, padding: 0 }}>{week.shifts.map((s) => <ShiftRow key={s.punchId} shift={s} week={week} />)}</ul>
        </SpaceBetween>
      )}
    </Container>
  );
}
