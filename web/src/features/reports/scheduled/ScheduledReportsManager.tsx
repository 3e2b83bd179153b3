import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reportMenu } from '#shared/access/report-menu';
import type { ScheduledReportView } from '#shared/reports/schedule-api';
import { companyReportKeys, deleteSchedule, listSchedules } from '#web/api/company-reports.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { usDateTime } from '#web/components/format.ts';
import { ScheduleEditor } from './ScheduleEditor.tsx';
import { whenText } from './schedule-form.ts';
import { scheduledText as t } from './strings.ts';

/** The report names the user may schedule with their menu labels, in the menu's order. */
export function useSchedulableReports(schedulable: readonly string[] | undefined) {
  const { user, company } = useSignedIn();
  const menu = reportMenu({ role: user.role, company });
  const label = (name: string) => menu.find((e) => e.reportName === name)?.label ?? name;
  return { reports: menu.filter((e) => schedulable?.includes(e.reportName)).map((e) => ({ reportName: e.reportName, label: e.label })), label, email: user.email };
}

function lastRun(s: ScheduledReportView) {
  if (!s.lastRunAt) return t.never;
  const when = usDateTime(s.lastRunAt);
  return s.lastResult === 'failed'
    ? <StatusIndicator type="error">{`${t.failed} ${when}${s.lastMessage ? `: ${s.lastMessage}` : ''}`}</StatusIndicator>
    : <StatusIndicator type="success">{`${t.sent} ${when}`}</StatusIndicator>;
}

/** The company's scheduled reports (all of them for payroll and the owner, one's own for others) in a dialog. */
export function ScheduledReportsManager({ onClose }: { onClose: () => void }) {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: companyReportKeys.schedules, queryFn: listSchedules });
  const { reports, label, email } = useSchedulableReports(load.data?.schedulable);
  const [editing, setEditing] = useState<ScheduledReportView | 'new' | null>(null);
  const [removing, setRemoving] = useState<ScheduledReportView | null>(null);
  const columns: DataColumn<ScheduledReportView>[] = [
    { id: 'report', header: t.columns.report, cell: (s) => label(s.reportName), sortKey: (s) => label(s.reportName) },
    { id: 'when', header: t.columns.when, cell: (s) => whenText(s, t) },
    { id: 'recipients', header: t.columns.recipients, cell: (s) => s.recipients.join(', '), text: (s) => s.recipients.join(' ') },
    { id: 'next', header: t.columns.next, cell: (s) => (s.nextRunAt ? usDateTime(s.nextRunAt) : t.paused), sortKey: (s) => s.nextRunAt ?? '' },
    { id: 'last', header: t.columns.last, cell: lastRun },
    { id: 'owner', header: t.columns.owner, cell: (s) => s.createdByName, sortKey: (s) => s.createdByName },
    {
      id: 'actions', header: '', cell: (s) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="inline-link" ariaLabel={`${t.edit} ${label(s.reportName)}`} onClick={() => setEditing(s)}>{t.edit}</Button>
          <Button variant="inline-link" ariaLabel={`${t.remove} ${label(s.reportName)}`} onClick={() => setRemoving(s)}>{t.remove}</Button>
        </SpaceBetween>
      ),
    },
  ];
  return (
    <Modal visible size="max" onDismiss={onClose} header={t.title} closeAriaLabel={t.close}>
      <Loaded query={load} feature={t.title}>
        {(answer) => (
          <SpaceBetween size="m">
            <DataTable
              items={answer.schedules}
              columns={columns}
              trackBy="scheduleId"
              header={<Header description={t.description} actions={<Button disabled={reports.length === 0} onClick={() => setEditing('new')}>{t.add}</Button>}>{t.title}</Header>}
              empty={reports.length === 0 ? t.nothingToSchedule : t.empty}
              ariaLabel={t.title}
            />
            {reports.length === 0 && answer.schedules.length > 0 && <Box variant="p">{t.nothingToSchedule}</Box>}
          </SpaceBetween>
        )}
      </Loaded>
      {editing && <ScheduleEditor {...(editing === 'new' ? {} : { schedule: editing })} reports={reports} email={email} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          header={t.removeHeader}
          action={t.remove}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await deleteSchedule(removing.scheduleId);
            await queries.invalidateQueries({ queryKey: companyReportKeys.schedules });
          }}
        >
          {t.removeBody(label(removing.reportName))}
        </ConfirmDialog>
      )}
    </Modal>
  );
}
