import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/client.ts';
import { scheduleApi, scheduleByLink } from '#web/api/schedules.ts';
import { useSession } from '#web/auth/session-context.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { scheduleKeys } from './query-keys.ts';
import { ScheduleDays } from './ScheduleDays.tsx';
import { ScheduleLinksTable, type ScheduleLinksText } from './ScheduleLinksTable.tsx';

/** The token after `#link=`: in the fragment, so it never reaches a server log or a Referer header. */
function tokenOfLocation(): string {
  const match = /(?:^#|&)link=([^&]+)/.exec(window.location.hash);
  return match ? decodeURIComponent(match[1]!) : '';
}

export function scheduleLinkUrl(token: string): string {
  return `${window.location.origin}/driver-schedule#link=${encodeURIComponent(token)}`;
}

function ByLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const view = useQuery({ queryKey: scheduleKeys.link(token), queryFn: () => scheduleByLink(token), retry: false });
  if (view.error instanceof ApiError && view.error.status === 401) return <Alert type="error">{t('schedule.linkRefused')}</Alert>;
  return (
    <Loaded query={view} feature={t('schedule.title')}>
      {(s) => <SpaceBetween size="s"><Box variant="h2">{s.name}</Box><ScheduleDays entries={s.entries} empty={t('schedule.empty')} /></SpaceBetween>}
    </Loaded>
  );
}

/** The driver's own links, each live one withdrawable after a confirmation. */
function MyLinks() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const links = useQuery({ queryKey: scheduleKeys.myLinks, queryFn: scheduleApi.myLinks });
  const text: ScheduleLinksText = {
    title: t('schedule.links.title'),
    empty: t('schedule.links.empty'),
    driver: '',
    state: t('schedule.links.state'),
    made: t('schedule.links.made'),
    expires: t('schedule.links.expires'),
    states: { live: t('schedule.links.states.live'), expired: t('schedule.links.states.expired'), revoked: t('schedule.links.states.revoked') },
    withdrawnOn: (when) => t('schedule.links.withdrawnOn', { when }),
    withdraw: t('schedule.links.withdraw'),
    withdrawNamed: (when) => t('schedule.links.withdrawNamed', { when }),
    confirmHeader: t('schedule.links.confirmHeader'),
    confirmBody: t('schedule.links.confirmBody'),
    cancel: t('schedule.links.cancel'),
    close: t('schedule.links.close'),
  };
  return (
    <Loaded query={links} feature={text.title}>
      {(rows) => (
        <ScheduleLinksTable
          header={<Header variant="h2" description={t('schedule.links.description')}>{text.title}</Header>}
          links={rows}
          text={text}
          onWithdraw={async (linkId) => { await scheduleApi.withdrawLink(linkId); await client.invalidateQueries({ queryKey: scheduleKeys.myLinks }); }}
        />
      )}
    </Loaded>
  );
}

function Mine() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const view = useQuery({ queryKey: scheduleKeys.mine, queryFn: () => scheduleApi.mine() });
  const link = useMutation({ mutationFn: () => scheduleApi.link({}), onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.myLinks }) });
  return (
    <Loaded query={view} feature={t('schedule.title')}>
      {(s) => (
        <SpaceBetween size="m">
          <ScheduleDays entries={s.entries} empty={t('schedule.empty')} />
          <Button loading={link.isPending} onClick={() => link.mutate()}>{t('schedule.share')}</Button>
          {link.data && <Alert type="success">{t('schedule.linkReady')} <Box variant="code">{scheduleLinkUrl(link.data.token)}</Box></Alert>}
          {link.isError && <Alert type="error">{link.error.message}</Alert>}
          <MyLinks />
        </SpaceBetween>
      )}
    </Loaded>
  );
}

/**
 * /driver-schedule on the phone: signed in, the driver's own published days; opened from a signed link
 * (`#link=…`), that link's driver's published days without signing in.
 */
export function DriverSchedulePage() {
  const [token] = useState(tokenOfLocation);
  const { session } = useSession();
  const { t } = useTranslation();
  let body;
  if (token) body = <ByLink token={token} />;
  else if (session.status === 'signedIn') body = <Mine />;
  else body = <Alert type="info">{t('schedule.linkMissing')}</Alert>;
  return <ContentLayout header={<Header variant="h1">{t('schedule.title')}</Header>}>{body}</ContentLayout>;
}
