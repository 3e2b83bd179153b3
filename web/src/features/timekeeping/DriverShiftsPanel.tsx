import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditView, ShiftView } from '#shared/timekeeping/api';
import { timekeepingApi, timekeepingKeys } from '#web/api/timekeeping.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable } from '#web/components/DataTable.tsx';
import { Fields } from './reason-field.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { usDateTime } from '#web/components/format.ts';
import { PunchMarks } from './PunchMarks.tsx';
import { ShiftModal } from './ShiftModal.tsx';
import { timekeepingText as t } from './strings.ts';

const times = (v: AuditView['before']) => (v ? `${usDateTime(v.in)} – ${v.out ? usDateTime(v.out) : t.stillOpen}` : '—');

/** One driver's shifts of the week with add, edit and delete (each with a reason), and the audit of changes. */
export function DriverShiftsPanel({ driverId, weekEnding }: { driverId: string; weekEnding: string }) {
  const client = useQueryClient();
  const shifts = useQuery({ queryKey: timekeepingKeys.driver(driverId, weekEnding), queryFn: () => timekeepingApi.driver(driverId, weekEnding) });
  const audit = useQuery({ queryKey: timekeepingKeys.audit(driverId, weekEnding), queryFn: () => timekeepingApi.audit(driverId, weekEnding) });
  const [editing, setEditing] = useState<ShiftView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ShiftView | null>(null);
  const [reason, setReason] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['timekeeping'] });

  return (
    <Loaded query={shifts} feature={t.shifts}>
      {(week) => (
        <SpaceBetween size="l">
          <DataTable
            header={<Header variant="h2" actions={<Button onClick={() => setEditing('new')}>{t.addShift}</Button>}>{t.shiftsOf(week.name)}</Header>}
            items={week.shifts}
            trackBy="punchId"
            empty={t.noShifts}
            columns={[
              { id: 'in', header: t.clockInAt, cell: (s) => usDateTime(s.in), sortKey: (s) => s.in },
              { id: 'out', header: t.clockOutAt, cell: (s) => (s.out ? usDateTime(s.out) : <Box color="text-status-warning">{t.stillOpen}</Box>) },
              { id: 'punches', header: t.punch, cell: (s) => <PunchMarks shift={s} />, minWidth: 220 },
              { id: 'position', header: t.position, cell: (s) => (s.inPosition ? `${s.inPosition.lat.toFixed(4)}, ${s.inPosition.lon.toFixed(4)}` : '—') },
              { id: 'editedBy', header: t.editedBy, cell: (s) => s.editedBy ?? s.createdBy },
              {
                id: 'actions', header: '', cell: (s) => (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button variant="inline-link" onClick={() => setEditing(s)}>{t.edit}</Button>
                    <Button variant="inline-link" onClick={() => { setReason(''); setDeleting(s); }}>{t.remove}</Button>
                  </SpaceBetween>
                ),
              },
            ]}
          />
          <Loaded query={audit} feature={t.audit}>
            {(a) => (
              <DataTable
                header={<Header variant="h2">{t.audit}</Header>}
                items={a.entries}
                trackBy="auditId"
                empty={t.noAudit}
                columns={[
                  { id: 'changedAt', header: t.changedAt, cell: (e) => usDateTime(e.changedAt), sortKey: (e) => e.changedAt },
                  { id: 'changedBy', header: t.changedBy, cell: (e) => e.changedBy },
                  { id: 'action', header: '', cell: (e) => t.action[e.action] ?? e.action },
                  { id: 'before', header: t.before, cell: (e) => times(e.before) },
                  { id: 'after', header: t.after, cell: (e) => times(e.after) },
                  { id: 'reason', header: t.reason, cell: (e) => e.reason },
                ]}
              />
            )}
          </Loaded>
          {editing && (
            <ShiftModal driverId={driverId} shift={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void refresh(); }} />
          )}
          {deleting && (
            <ConfirmDialog
              header={t.deleteShift}
              action={t.remove}
              onClose={() => setDeleting(null)}
              onConfirm={async () => {
                await timekeepingApi.deleteShift(driverId, deleting.punchId, { reason, version: deleting.version });
                await refresh();
              }}
            >
              <Fields reason={reason} onReason={setReason} />
            </ConfirmDialog>
          )}
        </SpaceBetween>
      )}
    </Loaded>
  );
}
