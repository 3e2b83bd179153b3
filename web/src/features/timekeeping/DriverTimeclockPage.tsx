import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { hoursText } from '#shared/timekeeping/hours-table';
import { ApiError } from '#web/api/client.ts';
import { sendPunch, timekeepingApi, timekeepingKeys } from '#web/api/timekeeping.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { usDateTime } from '#web/components/format.ts';
import { clearPending, currentPosition, keepPending, readPending, type PendingPunch } from './pending-punch.ts';
import { timekeepingText as t } from './strings.ts';

const RETRY_MS = 15_000;

function elapsed(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The driver's timeclock on his phone: one big button, the running shift, today's and this week's hours. */
export function DriverTimeclockPage() {
  const client = useQueryClient();
  const state = useQuery({ queryKey: timekeepingKeys.mine, queryFn: timekeepingApi.state, refetchInterval: 60_000 });
  const [pending, setPending] = useState<PendingPunch | null>(() => readPending());
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const send = useCallback(async (punch: PendingPunch) => {
    setBusy(true);
    try {
      await sendPunch({ kind: punch.direction, punchKey: punch.punchKey, tappedAt: punch.at, sentAt: new Date().toISOString(), ...(punch.position ? { position: punch.position } : {}) });
      clearPending();
      setPending(null);
      setRefusal(null);
    } catch (error) {
      // A refusal (already clocked in, timekeeping off) will not change on retry: say it and drop the punch.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        clearPending();
        setPending(null);
        setRefusal(t.punchRefused(error.message));
      } else {
        keepPending(punch);
        setPending(punch);
      }
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['timekeeping'] });
    }
  }, [client]);

  useEffect(() => {
    if (!pending) return;
    const retry = () => void send(pending);
    const timer = setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [pending, send]);

  const punch = async (direction: 'in' | 'out') => {
    setBusy(true);
    setRefusal(null);
    // The tap's time, before the position lookup that may take seconds.
    const at = new Date().toISOString();
    const position = await currentPosition();
    const next: PendingPunch = { direction, punchKey: crypto.randomUUID(), at, ...(position ? { position } : {}) };
    keepPending(next);
    await send(next);
  };

  return (
    <ContentLayout header={<Header variant="h1">{t.timeclock}</Header>}>
      <Loaded query={state} feature={t.timeclock}>
        {(clock) => !clock.timekeepingEnabled ? <Alert type="info">{t.off}</Alert> : (
          <SpaceBetween size="m">
            {pending && (
              <Alert type="warning" data-testid="pending-punch" action={<Button onClick={() => void send(pending)} loading={busy}>{t.retryNow}</Button>}>
                {t.punchFailed} {t.pendingPunch(pending.direction)}
              </Alert>
            )}
            {refusal && <Alert type="error">{refusal}</Alert>}
            <Container>
              <SpaceBetween size="m" alignItems="center">
                <Box variant="h2" data-testid="timeclock-status">{clock.open ? t.clockedInSince(usDateTime(clock.open.in)) : t.clockedOut}</Box>
                {clock.open && (
                  <Box variant="awsui-value-large" data-testid="running-shift">{elapsed(clock.open.in, now)}</Box>
                )}
                <div style={{ width: '100%' }}>
                  <Button
                    variant="primary"
                    fullWidth
                    loading={busy}
                    disabled={pending !== null}
                    onClick={() => void punch(clock.open ? 'out' : 'in')}
                    data-testid="punch-button"
                  >
                    <span style={{ display: 'block', padding: '18px 0', fontSize: 22 }}>{clock.open ? t.clockOut : t.clockIn}</span>
                  </Button>
                </div>
                <Box color="text-body-secondary" fontSize="body-s">{t.locationNote}</Box>
              </SpaceBetween>
            </Container>
            <Container>
              <ColumnLayout columns={2} variant="text-grid">
                <div>
                  <Box variant="awsui-key-label">{t.today}</Box>
                  <Box variant="h3" data-testid="today-hours">{hoursText(clock.todayMinutes)}</Box>
                </div>
                <div>
                  <Box variant="awsui-key-label">{t.thisWeek}</Box>
                  <Box variant="h3" data-testid="week-hours">{hoursText(clock.weekMinutes)}</Box>
                </div>
              </ColumnLayout>
            </Container>
          </SpaceBetween>
        )}
      </Loaded>
    </ContentLayout>
  );
}
