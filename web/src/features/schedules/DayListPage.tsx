import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { SheetDriver } from '#shared/schedules/api';
import { usDay, weekdayDay } from '#shared/schedules/format';
import { addDays } from '#shared/schedules/week';
import { scheduleApi } from '#web/api/schedules.ts';
import { DataTable } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { EntrySummary, legsText } from './EntrySummary.tsx';
import { scheduleKeys } from './query-keys.ts';
import { scheduleText } from './strings.ts';

const t = scheduleText.day;
const c = scheduleText.columns;

/** /schedule-tool: one day's dispatch list, earliest start first, with the day before and after a click away. */
export function DayListPage() {
  const [day, setDay] = useState('');
  const load = useQuery({ queryKey: scheduleKeys.sheets(day), queryFn: () => scheduleApi.sheets(day || undefined) });
  const shown = load.data?.day ?? day;
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <Loaded query={load} feature={scheduleText.loadFailed}>
        {({ sheets }) => (
          <SpaceBetween size="m">
            <Header
              variant="h2"
              counter={`(${t.count(sheets.length)})`}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button iconName="angle-left" onClick={() => setDay(addDays(shown, -1))}>{t.previous}</Button>
                  <Button onClick={() => setDay('')}>{t.today}</Button>
                  <Button iconName="angle-right" onClick={() => setDay(addDays(shown, 1))}>{t.next}</Button>
                </SpaceBetween>
              }
            >
              {`${weekdayDay(shown)} · ${usDay(shown)}`}
            </Header>
            <DataTable<SheetDriver>
              items={sheets}
              trackBy="DriverID"
              empty={<Box>{t.empty}</Box>}
              ariaLabel={t.title}
              defaultSort={{ column: 'start' }}
              columns={[
                { id: 'start', header: c.start, cell: (s) => s.entry.startTime, sortKey: (s) => s.entry.startTime },
                { id: 'driver', header: c.driver, cell: (s) => `${s.name} (${s.DriverID})`, sortKey: (s) => s.name },
                { id: 'tractor', header: c.tractor, cell: (s) => s.entry.VehicleID, sortKey: (s) => s.entry.VehicleID },
                { id: 'run', header: c.runType, cell: (s) => scheduleText.runTypes[s.entry.RunType] },
                { id: 'legs', header: c.legs, cell: (s) => legsText(s.entry) },
                { id: 'state', header: c.state, cell: (s) => <EntrySummary entry={{ ...s.entry, legs: [] }} /> },
              ]}
            />
          </SpaceBetween>
        )}
      </Loaded>
    </ContentLayout>
  );
}
