import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { REMINDER_STATES, type ReminderState as State } from '#shared/maintenance/api';
import { listReminders } from '#web/api/maintenance.ts';
import { apiRequest } from '#web/api/client.ts';
import { DataTable } from '#web/components/DataTable.tsx';
import { milesText, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { maintenanceKeys } from './query-keys.ts';
import { ReminderState } from './ReminderState.tsx';
import { maintenanceText } from './strings.ts';

const t = maintenanceText.scheduled;
const c = maintenanceText.columns;
const STATE_OPTIONS = [{ value: '', label: t.anyState }, ...REMINDER_STATES.map((s) => ({ value: s, label: maintenanceText.states[s] }))];
const SEVERITY: Record<State, number> = { overdue: 0, due: 1, 'due-soon': 2, ok: 3, unknown: 4 };

/** Scheduled Services (service-reminder-manager): every reminder with its state, by domicile and state. */
export function ScheduledServicesReport() {
  const queries = useQueryClient();
  const [domicileText, setDomicileText] = useState('');
  const [state, setState] = useState(STATE_OPTIONS[0]!);
  const domiciles = domicileText.split(',').map((d) => d.trim().toUpperCase()).filter(Boolean);
  const load = useQuery({ queryKey: maintenanceKeys.reminders(domiciles, state.value), queryFn: () => listReminders(domiciles, (state.value || undefined) as State | undefined) });
  const recompute = useMutation({ mutationFn: () => apiRequest<unknown>('POST', '/maintenance/reminders/recompute', {}), onSuccess: () => queries.invalidateQueries({ queryKey: maintenanceKeys.all }) });
  return (
    <SpaceBetween size="m">
      <Header variant="h2" description={t.description} actions={<Button loading={recompute.isPending} onClick={() => recompute.mutate()}>{t.recompute}</Button>}>{t.title}</Header>
      <SpaceBetween direction="horizontal" size="s">
        <Input value={domicileText} onChange={({ detail }) => setDomicileText(detail.value)} placeholder={t.domiciles} ariaLabel={t.domiciles} />
        <Select selectedOption={state} options={STATE_OPTIONS} onChange={({ detail }) => setState(STATE_OPTIONS.find((o) => o.value === detail.selectedOption.value)!)} ariaLabel={c.state} />
      </SpaceBetween>
      <Loaded query={load} feature={t.title}>
        {(reminders) => (
          <DataTable
            items={reminders}
            trackBy={(r) => `${r.VehicleID}|${r.programId}`}
            empty={t.empty}
            filterNoun="reminders"
            ariaLabel={t.title}
            defaultSort={{ column: 'state' }}
            preferencesKey="scheduled-services"
            columns={[
              { id: 'tractor', header: c.tractor, cell: (r) => r.VehicleID, sortKey: (r) => r.VehicleID },
              { id: 'domicile', header: c.domicile, cell: (r) => r.Domicile, sortKey: (r) => r.Domicile },
              { id: 'program', header: c.program, cell: (r) => r.programName, sortKey: (r) => r.programName },
              { id: 'state', header: c.state, cell: (r) => <ReminderState state={r.state} />, sortKey: (r) => SEVERITY[r.state] },
              { id: 'miles', header: c.remainingMiles, cell: (r) => milesText(r.remainingMiles), sortKey: (r) => r.remainingMiles ?? Number.MAX_SAFE_INTEGER },
              { id: 'days', header: c.remainingDays, cell: (r) => r.remainingDays ?? '—', sortKey: (r) => r.remainingDays ?? Number.MAX_SAFE_INTEGER },
              { id: 'dueMiles', header: c.nextDueMiles, cell: (r) => milesText(r.nextDueMiles) },
              { id: 'dueDate', header: c.nextDueDate, cell: (r) => usDate(r.nextDueDate), sortKey: (r) => r.nextDueDate ?? '9999' },
              { id: 'forecast', header: c.forecast, cell: (r) => usDate(r.forecastDueDate), sortKey: (r) => r.forecastDueDate ?? '9999' },
            ]}
          />
        )}
      </Loaded>
    </SpaceBetween>
  );
}
