import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';
import type { ProgramView } from '#shared/maintenance/api';
import { deleteProgram, listPrograms } from '#web/api/maintenance.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable } from '#web/components/DataTable.tsx';
import { milesText } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ProgramEditor } from './ProgramEditor.tsx';
import { maintenanceKeys } from './query-keys.ts';
import { maintenanceText } from './strings.ts';

const t = maintenanceText.programsPage;

/** Service programs: PM and other services, by miles and/or days. */
export function ProgramsPanel() {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: maintenanceKeys.programs, queryFn: listPrograms });
  const [editing, setEditing] = useState<ProgramView | 'new' | null>(null);
  const [removing, setRemoving] = useState<ProgramView | null>(null);
  const changed = () => queries.invalidateQueries({ queryKey: maintenanceKeys.all });
  const remove = useMutation({ mutationFn: deleteProgram, onSuccess: changed });
  return (
    <>
      <Loaded query={load} feature={maintenanceText.programs}>
        {(programs) => (
          <DataTable
            items={programs}
            trackBy="programId"
            header={<Header variant="h2" counter={`(${programs.length})`} actions={<Button variant="primary" onClick={() => setEditing('new')}>{t.create}</Button>}>{maintenanceText.programs}</Header>}
            empty={t.empty}
            ariaLabel={maintenanceText.programs}
            columns={[
              { id: 'name', header: t.name, cell: (p) => <Button variant="inline-link" onClick={() => setEditing(p)}>{p.name}</Button>, sortKey: (p) => p.name },
              { id: 'pm', header: maintenanceText.columns.pm, cell: (p) => (p.isPM ? '✓' : '') },
              { id: 'miles', header: t.intervalMiles, cell: (p) => milesText(p.intervalMiles) },
              { id: 'days', header: t.intervalDays, cell: (p) => p.intervalDays ?? '—' },
              { id: 'tractors', header: maintenanceText.columns.tractor, cell: (p) => (p.tractorIds ? p.tractorIds.join(', ') : t.everyTractor) },
              { id: 'remove', header: '', cell: (p) => <Button variant="inline-link" onClick={() => setRemoving(p)}>{t.remove}</Button> },
            ]}
          />
        )}
      </Loaded>
      {editing && <ProgramEditor program={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void changed(); }} />}
      {removing && (
        <ConfirmDialog header={t.remove} action={t.remove} onClose={() => setRemoving(null)} onConfirm={async () => { await remove.mutateAsync(removing.programId); }}>
          {t.removeConfirm(removing.name)}
        </ConfirmDialog>
      )}
    </>
  );
}
