import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hoursCsv, hoursTable, hoursText, type HoursRow } from '#shared/timekeeping/hours-table';
import { saveFile } from '#web/api/payroll-files.ts';
import { timekeepingApi, timekeepingKeys } from '#web/api/timekeeping.ts';
import { DataTable } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { usDate } from '#web/components/format.ts';
import { timekeepingText as t } from './strings.ts';
import { WeekPicker, currentWeekEnding } from './week-picker.tsx';
import { useCompanyZone } from '#web/auth/company-zone.ts';

const TOTALS_ID = '__totals__';
/** Every driver on one page with the totals row last: no paging or sorting may split what the totals add up. */
const ONE_PAGE = 10_000;

/** The TIMEKEEPING report: hours by driver and day of a week, a totals row and column, and its CSV. */
export function TimekeepingReport() {
  const zone = useCompanyZone();
  const [weekEnding, setWeekEnding] = useState(() => currentWeekEnding(zone));
  const week = useQuery({ queryKey: timekeepingKeys.week(weekEnding), queryFn: () => timekeepingApi.week(weekEnding) });
  return (
    <Loaded query={week} feature={t.reportTitle}>
      {(data) => {
        const table = hoursTable(data.days, data.drivers);
        const totals: HoursRow = { DriverID: TOTALS_ID, name: t.totals, minutes: table.dayTotals, total: table.total };
        const csv = () => saveFile({ blob: new Blob([hoursCsv(table, t.totals)], { type: 'text/csv' }), fileName: `timekeeping-${weekEnding}.csv` });
        return (
          <DataTable
            ariaLabel={t.reportTitle}
            pageSize={ONE_PAGE}
            header={
              <Header variant="h2" actions={<SpaceBetween direction="horizontal" size="xs"><WeekPicker weekEnding={weekEnding} onChange={setWeekEnding} /><Button iconName="download" onClick={csv}>{t.exportCsv}</Button></SpaceBetween>}>
                {t.reportTitle}
              </Header>
            }
            items={table.rows.length > 0 ? [...table.rows, totals] : []}
            trackBy="DriverID"
            empty={t.reportEmpty}
            columns={[
              { id: 'name', header: t.driver, cell: (r) => (r.DriverID === TOTALS_ID ? <Box fontWeight="bold">{r.name}</Box> : `${r.name} (${r.DriverID})`) },
              ...table.days.map((day, i) => ({ id: day, header: usDate(day).slice(0, 5), cell: (r: HoursRow) => hoursText(r.minutes[i]!) })),
              { id: 'total', header: t.total, cell: (r) => <Box fontWeight="bold">{hoursText(r.total)}</Box> },
            ]}
          />
        );
      }}
    </Loaded>
  );
}
