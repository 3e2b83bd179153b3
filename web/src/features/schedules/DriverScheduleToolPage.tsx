import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { hasRole } from '#shared/access/roles';
import { addDays, weekOf } from '#shared/schedules/week';
import { scheduleApi } from '#web/api/schedules.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { scheduleLinkUrl } from './DriverSchedulePage.tsx';
import { scheduleKeys } from './query-keys.ts';
import { ScheduleDays } from './ScheduleDays.tsx';
import { ScheduleLinksTable } from './ScheduleLinksTable.tsx';
import { scheduleText } from './strings.ts';

const t = scheduleText.driverTool;
/** Dispatch and above make and withdraw a driver's links (the shop reads his weeks only). */
const DISPATCH = 3;

/** The links made to this driver's schedule, by the office or by him, each live one withdrawable. */
function DriverLinks({ DriverID }: { DriverID: string }) {
  const client = useQueryClient();
  const links = useQuery({ queryKey: scheduleKeys.driverLinks(DriverID), queryFn: () => scheduleApi.driverLinks(DriverID) });
  return (
    <Loaded query={links} feature={t.links.title}>
      {(rows) => (
        <ScheduleLinksTable
          header={<Header variant="h2" description={t.links.description}>{t.links.title}</Header>}
          links={rows}
          text={t.links}
          office
          onWithdraw={async (linkId) => { await scheduleApi.withdrawLink(linkId); await client.invalidateQueries({ queryKey: scheduleKeys.driverLinks(DriverID) }); }}
        />
      )}
    </Loaded>
  );
}

function DriverWeeks({ DriverID }: { DriverID: string }) {
  const { user } = useSignedIn();
  const dispatch = hasRole(user.role, DISPATCH);
  const client = useQueryClient();
  const [from, setFrom] = useState('');
  const view = useQuery({ queryKey: scheduleKeys.driver(DriverID, from), queryFn: () => scheduleApi.driver(DriverID, from || undefined, from ? addDays(from, 13) : undefined) });
  const link = useMutation({ mutationFn: () => scheduleApi.link({ DriverID, expiresInDays: 7 }), onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.driverLinks(DriverID) }) });
  return (
    <Loaded query={view} feature={scheduleText.loadFailed}>
      {(s) => (
        <SpaceBetween size="m">
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="angle-left" onClick={() => setFrom(addDays(weekOf(s.from), -14))}>{t.earlier}</Button>
            <Button iconName="angle-right" onClick={() => setFrom(addDays(weekOf(s.from), 14))}>{t.later}</Button>
            {dispatch && <Button loading={link.isPending} onClick={() => link.mutate()}>{t.makeLink}</Button>}
          </SpaceBetween>
          {link.data && <Alert type="success">{t.linkReady} <Box variant="code">{scheduleLinkUrl(link.data.token)}</Box></Alert>}
          {link.isError && <Alert type="error">{link.error.message}</Alert>}
          <ScheduleDays entries={s.entries} empty={t.empty} showState />
          {dispatch && <DriverLinks DriverID={DriverID} />}
        </SpaceBetween>
      )}
    </Loaded>
  );
}

/** /driver-schedule-tool: one driver's weeks for the driver manager, drafts included, and his signed link. */
export function DriverScheduleToolPage() {
  const [DriverID, setDriverID] = useState('');
  const board = useQuery({ queryKey: scheduleKeys.week(''), queryFn: () => scheduleApi.week() });
  const drivers = board.data?.drivers ?? [];
  const chosen = drivers.find((d) => d.DriverID === DriverID);
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <SpaceBetween size="m">
        <FormField label={t.choose}>
          <Select
            filteringType="auto"
            placeholder={t.choosePlaceholder}
            statusType={board.isPending ? 'loading' : 'finished'}
            selectedOption={chosen ? { value: chosen.DriverID, label: `${chosen.name} (${chosen.DriverID})` } : null}
            options={drivers.map((d) => ({ value: d.DriverID, label: `${d.name} (${d.DriverID})` }))}
            onChange={({ detail }) => setDriverID(detail.selectedOption.value ?? '')}
            ariaLabel={t.choose}
          />
        </FormField>
        {DriverID && <DriverWeeks key={DriverID} DriverID={DriverID} />}
      </SpaceBetween>
    </ContentLayout>
  );
}
