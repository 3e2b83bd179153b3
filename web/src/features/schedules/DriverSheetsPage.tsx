import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { usDay, weekdayDay } from '#shared/schedules/format';
import { addDays } from '#shared/schedules/week';
import { scheduleApi } from '#web/api/schedules.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { scheduleKeys } from './query-keys.ts';
import { scheduleText } from './strings.ts';
import './driver-sheets.css';

const t = scheduleText.sheets;
const c = scheduleText.columns;

/** /driver-sheets: the day's printable sheets, one page per driver: tractor, legs, start, notes and a signature line. */
export function DriverSheetsPage() {
  const [day, setDay] = useState('');
  const load = useQuery({ queryKey: scheduleKeys.sheets(day), queryFn: () => scheduleApi.sheets(day || undefined) });
  const shown = load.data?.day ?? day;
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <Loaded query={load} feature={scheduleText.loadFailed}>
        {({ sheets }) => (
          <SpaceBetween size="m">
            <div className="no-print">
              <Header
                variant="h2"
                actions={
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button iconName="angle-left" onClick={() => setDay(addDays(shown, -1))}>{scheduleText.day.previous}</Button>
                    <Button iconName="angle-right" onClick={() => setDay(addDays(shown, 1))}>{scheduleText.day.next}</Button>
                    <Button variant="primary" iconName="file" disabled={sheets.length === 0} onClick={() => window.print()}>{t.print}</Button>
                  </SpaceBetween>
                }
              >
                {`${weekdayDay(shown)} · ${usDay(shown)}`}
              </Header>
            </div>
            {sheets.length === 0 && <Box>{t.empty}</Box>}
            {sheets.map((s) => (
              <section key={s.DriverID} className="driver-sheet" aria-label={`${t.title} ${s.name}`}>
                <h2>{s.name} ({s.DriverID})</h2>
                <p><strong>{c.day}:</strong> {usDay(s.entry.day)} · <strong>{c.start}:</strong> {s.entry.startTime} · <strong>{c.tractor}:</strong> {s.entry.VehicleID} · <strong>{c.runType}:</strong> {scheduleText.runTypes[s.entry.RunType]}</p>
                <ol>{s.entry.legs.map((l, i) => <li key={i}>{l.origin} → {l.destination}</li>)}</ol>
                {s.entry.notes && <p><strong>{c.notes}:</strong> {s.entry.notes}</p>}
                <div className="signature-line"><span>{t.signature}</span><span>{t.date}</span></div>
              </section>
            ))}
          </SpaceBetween>
        )}
      </Loaded>
    </ContentLayout>
  );
}
