import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import type { TimeclockState } from '#shared/timekeeping/api';
import { apiRequest } from '#web/api/client.ts';
import { usDateTime } from '#web/components/format.ts';
import { tapTime } from '#web/offline/describe-record.ts';
import { offlineText } from '#web/offline/strings.ts';
import { useKeptPunches } from '#web/offline/use-kept-punches.ts';
import { driveText as t } from './strings.ts';

const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

/** The timeclock state on the Drive page; nothing at all when the company does not keep time or the clock cannot be read. */
export function TimeclockCard() {
  const navigate = useNavigate();
  const clock = useQuery({ queryKey: ['timekeeping', 'me'], queryFn: () => apiRequest<TimeclockState>('GET', '/me/timeclock'), retry: false });
  const { kept } = useKeptPunches();
  const lastKept = kept.at(-1);
  const state = clock.data;
  if (!state?.timekeepingEnabled) return null;
  return (
    <Container header={<Header variant="h2" actions={<Button onClick={() => navigate('/driver-timeclock')}>{t.timeclockOpen}</Button>}>{t.timeclock}</Header>}>
      <SpaceBetween size="xxs">
        <Box fontWeight="bold" data-testid="timeclock-state">{lastKept ? offlineText.punchWaiting(lastKept.kind, tapTime(lastKept.tappedAt)) : state.open ? t.clockedIn(usDateTime(state.open.in)) : t.clockedOut}</Box>
        <Box>{t.today(hours(state.todayMinutes))}</Box>
        <Box color="text-body-secondary">{t.week(hours(state.weekMinutes))}</Box>
      </SpaceBetween>
    </Container>
  );
}
