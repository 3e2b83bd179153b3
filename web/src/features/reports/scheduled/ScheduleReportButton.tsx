import Button from '@cloudscape-design/components/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { companyReportKeys, listSchedules } from '#web/api/company-reports.ts';
import { ScheduleEditor } from './ScheduleEditor.tsx';
import { useSchedulableReports } from './ScheduledReportsManager.tsx';
import { scheduledText as t } from './strings.ts';

/**
 * "Schedule this report" for a report's panel: the schedule editor with the report chosen. Shown only
 * when the user may schedule that report (offered to him and with a file to send).
 */
export function ScheduleReportButton({ reportName }: { reportName: string }) {
  const load = useQuery({ queryKey: companyReportKeys.schedules, queryFn: listSchedules });
  const { reports, email } = useSchedulableReports(load.data?.schedulable);
  const [open, setOpen] = useState(false);
  const report = reports.find((r) => r.reportName === reportName);
  if (!report) return null;
  return (
    <>
      <Button iconName="envelope" onClick={() => setOpen(true)}>{t.scheduleThis}</Button>
      {open && <ScheduleEditor reports={[report, ...reports.filter((r) => r !== report)]} email={email} onClose={() => setOpen(false)} />}
    </>
  );
}
