import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DriverWeekView } from '#shared/timekeeping/api';
import { hoursText } from '#shared/timekeeping/hours-table';
import { timekeepingApi, timekeepingKeys } from '#web/api/timekeeping.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { usDate } from '#web/components/format.ts';
import { DriverShiftsPanel } from './DriverShiftsPanel.tsx';
import { timekeepingText as t } from './strings.ts';
import { WeekPicker, currentWeekEnding } from './week-picker.tsx';
import { useCompanyZone } from '#web/auth/company-zone.ts';
import './timecard-admin.css';

function approvalStatus(d: DriverWeekView) {
  if (d.overlaps.length > 0) return <StatusIndicator type="error">{t.overlap}</StatusIndicator>;
  if (d.open.length > 0) return <StatusIndicator type="warning">{t.openShift}</StatusIndicator>;
  if (d.approval.approved) return <StatusIndicator type="success">{t.approved(d.approval.approvedBy ?? '')}</StatusIndicator>;
  return <StatusIndicator type="pending">{t.notApproved}</StatusIndicator>;
}

/** The approval state, and the punches the office should look at before approving. */
function status(d: DriverWeekView) {
  const { late, flagged } = d.punchMarks;
  return (
    <SpaceBetween size="xxs">
      <span className="fd-timecard-status">{approvalStatus(d)}</span>
      {flagged > 0 && <Badge color="red">{t.flaggedCount(flagged)}</Badge>}
      {late > 0 && <Badge color="blue">{t.lateCount(late)}</Badge>}
    </SpaceBetween>
  );
}

/** The office's pay week of time cards: drivers × days, open and overlapping shifts, approval, and one driver's shifts. */
export function TimecardAdminPage() {
  const zone = useCompanyZone();
  const client = useQueryClient();
  const [weekEnding, setWeekEnding] = useState(() => currentWeekEnding(zone));
  const [selected, setSelected] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [approving, setApproving] = useState<string | null>(null);
  const week = useQuery({ queryKey: timekeepingKeys.week(weekEnding), queryFn: () => timekeepingApi.week(weekEnding) });

  const approve = async (d: DriverWeekView) => {
    setApproving(d.DriverID);
    setFailure(null);
    try {
      await timekeepingApi.approve(d.DriverID, weekEnding, d.approval.version);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setApproving(null);
      await client.invalidateQueries({ queryKey: ['timekeeping'] });
    }
  };

  return (
    <ContentLayout header={<Header variant="h1" actions={<WeekPicker weekEnding={weekEnding} onChange={(w) => { setWeekEnding(w); setSelected(null); }} />}>{t.adminTitle}</Header>}>
      <SpaceBetween size="l">
        {failure && <Alert type="error" dismissible onDismiss={() => setFailure(null)}>{failure}</Alert>}
        <Loaded query={week} feature={t.adminTitle}>
          {(data) => {
            const dayColumns: DataColumn<DriverWeekView>[] = data.days.map((day) => ({
              id: day, header: usDate(day).slice(0, 5), cell: (d) => hoursText(d.days[day] ?? 0), sortKey: (d) => d.days[day] ?? 0,
            }));
            return (
              <DataTable
                ariaLabel={t.adminTitle}
                items={data.drivers}
                trackBy="DriverID"
                filterNoun="drivers"
                empty={t.noDrivers}
                selectedItems={data.drivers.filter((d) => d.DriverID === selected)}
                onSelect={(d) => setSelected(d.DriverID)}
                columns={[
                  { id: 'name', header: t.driver, cell: (d) => d.name, sortKey: (d) => d.name, text: (d) => `${d.name} ${d.DriverID}` },
                  ...dayColumns,
                  { id: 'total', header: t.total, cell: (d) => <Box fontWeight="bold">{hoursText(d.totalMinutes)}</Box>, sortKey: (d) => d.totalMinutes },
                  { id: 'status', header: t.status, cell: status, minWidth: 190 },
                  {
                    id: 'approve', header: '', cell: (d) => (
                      <Button
                        disabled={d.approval.approved || d.open.length > 0 || d.overlaps.length > 0}
                        loading={approving === d.DriverID}
                        onClick={() => void approve(d)}
                        ariaLabel={`${t.approve} ${d.name}`}
                      >
                        {t.approve}
                      </Button>
                    ),
                  },
                ]}
                footer={(shown) => (
                  <Box data-testid="timecard-totals">
                    {t.totals}: {data.days.map((day) => `${usDate(day).slice(0, 5)} ${hoursText(shown.reduce((s, d) => s + (d.days[day] ?? 0), 0))}`).join(' · ')} · {t.total} {hoursText(shown.reduce((s, d) => s + d.totalMinutes, 0))}
                  </Box>
                )}
              />
            );
          }}
        </Loaded>
        {selected ? <DriverShiftsPanel driverId={selected} weekEnding={weekEnding} /> : <Box color="text-body-secondary">{t.selectDriver}</Box>}
      </SpaceBetween>
    </ContentLayout>
  );
}
