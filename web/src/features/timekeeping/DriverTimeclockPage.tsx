import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursText } from '#shared/timekeeping/hours-table';
import { timekeepingApi, timekeepingKeys } from '#web/api/timekeeping.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { usDate } from '#web/components/format.ts';
import { intlLocale } from '#web/i18n/intl-locale.ts';
import { tapTime } from '#web/offline/describe-record.ts';
import { clockAsTapped, useKeptPunches } from '#web/offline/use-kept-punches.ts';
import { currentPosition } from './pending-punch.ts';
import { MyShifts } from './MyShifts.tsx';

function elapsed(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The driver's timeclock on his phone: one big button, the running shift, today's and this week's hours. */
export function DriverTimeclockPage() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const client = useQueryClient();
  const state = useQuery({ queryKey: timekeepingKeys.mine, queryFn: timekeepingApi.state, refetchInterval: 60_000 });
  const { kept, punch: keepPunch, sendNow } = useKeptPunches();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  // Through the phone's outbox: kept with its tap time first, then sent (now, or by itself when there is signal).
  const punch = async (direction: 'in' | 'out') => {
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await keepPunch(direction, currentPosition);
      // A refusal (already clocked in, timekeeping off) will not change on retry: say it; the punch is dropped.
      if (outcome.status === 'refused') setRefusal(t('timecard.punchRefused', { message: outcome.error.message }));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['timekeeping'] });
    }
  };
  const lastKept = kept.at(-1);

  return (
    <ContentLayout header={<Header variant="h1">{t('timecard.title')}</Header>}>
      <Loaded query={state} feature={t('timecard.title')}>
        {(clock) => { const shown = clockAsTapped(clock.open?.in ?? null, kept); return !clock.timekeepingEnabled ? <Alert type="info">{t('timecard.off')}</Alert> : (
          <SpaceBetween size="m">
            {lastKept && (
              <Alert type="info" data-testid="pending-punch" action={<Button onClick={sendNow}>{t('timecard.sendNow')}</Button>}>
                {t(`timecard.pending.${lastKept.kind}`)}
              </Alert>
            )}
            {refusal && <Alert type="error">{refusal}</Alert>}
            <Container>
              <SpaceBetween size="m" alignItems="center">
                <Box variant="h2" data-testid="timeclock-status">
                  {lastKept
                    ? t(`outbox.punchWaiting.${lastKept.kind}`, { at: tapTime(lastKept.tappedAt, locale) })
                    : clock.open ? t('timecard.clockedInSince', { time: `${usDate(clock.open.in)} ${tapTime(clock.open.in, locale)}` }) : t('timecard.clockedOut')}
                </Box>
                {shown.openSince && (
                  <Box variant="awsui-value-large" data-testid="running-shift">{elapsed(shown.openSince, now)}</Box>
                )}
                <div style={{ width: '100%' }}>
                  <Button
                    variant="primary"
                    fullWidth
                    loading={busy}
                    onClick={() => void punch(shown.openSince ? 'out' : 'in')}
                    data-testid="punch-button"
                  >
                    <span style={{ display: 'block', padding: '18px 0', fontSize: 22 }}>{shown.openSince ? t('timecard.clockOut') : t('timecard.clockIn')}</span>
                  </Button>
                </div>
                <Box color="text-body-secondary" fontSize="body-s">{t('timecard.locationNote')}</Box>
              </SpaceBetween>
            </Container>
            <Container>
              <ColumnLayout columns={2} variant="text-grid">
                <div>
                  <Box variant="awsui-key-label">{t('timecard.today')}</Box>
                  <Box variant="h3" data-testid="today-hours">{hoursText(clock.todayMinutes)}</Box>
                </div>
                <div>
                  <Box variant="awsui-key-label">{t('timecard.thisWeek')}</Box>
                  <Box variant="h3" data-testid="week-hours">{hoursText(clock.weekMinutes)}</Box>
                </div>
              </ColumnLayout>
            </Container>
            <MyShifts />
          </SpaceBetween>
        ); }}
      </Loaded>
    </ContentLayout>
  );
}
