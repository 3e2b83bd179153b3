import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TimeclockState } from '#shared/timekeeping/api';
import { apiRequest } from '#web/api/client.ts';
import { usDate } from '#web/components/format.ts';
import { intlLocale } from '#web/i18n/intl-locale.ts';
import { tapTime } from '#web/offline/describe-record.ts';
import { useKeptPunches } from '#web/offline/use-kept-punches.ts';

/** The timeclock state on the Drive page; nothing at all when the company does not keep time or the clock cannot be read. */
export function TimeclockCard() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const clock = useQuery({ queryKey: ['timekeeping', 'me'], queryFn: () => apiRequest<TimeclockState>('GET', '/me/timeclock'), retry: false });
  const { kept } = useKeptPunches();
  const lastKept = kept.at(-1);
  const state = clock.data;
  if (!state?.timekeepingEnabled) return null;
  const locale = intlLocale(i18n.resolvedLanguage);
  const hours = (minutes: number) => t('drive.timeclock.hours', { h: Math.floor(minutes / 60), m: String(minutes % 60).padStart(2, '0') });
  const status = lastKept
    ? t(`outbox.punchWaiting.${lastKept.kind}`, { at: tapTime(lastKept.tappedAt, locale) })
    : state.open ? t('drive.timeclock.clockedIn', { since: `${usDate(state.open.in)} ${tapTime(state.open.in, locale)}` }) : t('drive.timeclock.clockedOut');
  return (
    <Container header={<Header variant="h2" actions={<Button onClick={() => navigate('/driver-timeclock')}>{t('drive.timeclock.open')}</Button>}>{t('drive.timeclock.header')}</Header>}>
      <SpaceBetween size="xxs">
        <Box fontWeight="bold" data-testid="timeclock-state">{status}</Box>
        <Box>{t('drive.timeclock.today', { hours: hours(state.todayMinutes) })}</Box>
        <Box color="text-body-secondary">{t('drive.timeclock.week', { hours: hours(state.weekMinutes) })}</Box>
      </SpaceBetween>
    </Container>
  );
}
