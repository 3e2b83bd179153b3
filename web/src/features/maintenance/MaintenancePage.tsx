import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import type { RecordList as ListName, RecordView } from '#shared/maintenance/api';
import { listRecords } from '#web/api/maintenance.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ImportLink } from '#web/features/imports/ImportLink.tsx';
import { ProgramsPanel } from './ProgramsPanel.tsx';
import { maintenanceKeys } from './query-keys.ts';
import { RecordEditor } from './RecordEditor.tsx';
import { RecordsTable } from './RecordsTable.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { maintenanceText as t } from './strings.ts';

function RecordList({ list, title, onOpen, onNew }: { list: ListName; title: string; onOpen: (r: RecordView) => void; onNew?: () => void }) {
  const load = useQuery({ queryKey: maintenanceKeys.list(list), queryFn: () => listRecords(list) });
  const voided = list === 'voided';
  const actions = onNew ? <Button variant="primary" onClick={onNew}>{t.newRecord}</Button> : undefined;
  return (
    <Loaded query={load} feature={title}>
      {(records) => <RecordsTable title={title} records={records} onOpen={onOpen} actions={actions} voided={voided} description={voided ? t.void.listDescription : undefined} />}
    </Loaded>
  );
}

/** /maintenance (roles 1 to 4): work in the shop, completed services, search and service programs. */
export function MaintenancePage() {
  const queries = useQueryClient();
  const [editing, setEditing] = useState<RecordView | { vehicleId: string } | null>(null);
  const open = (r: RecordView) => setEditing(r);
  const create = () => setEditing({ vehicleId: '' });
  return (
    <ContentLayout header={<Header variant="h1" description={t.description} actions={<ImportLink type="maintenance" />}>{t.title}</Header>}>
      <Tabs
        tabs={[
          { id: 'in-progress', label: t.inProgress, content: <RecordList list="in-progress" title={t.inProgress} onOpen={open} onNew={create} /> },
          { id: 'completed', label: t.completed, content: <RecordList list="completed" title={t.completed} onOpen={open} onNew={create} /> },
          { id: 'voided', label: t.voidedTab, content: <RecordList list="voided" title={t.voidedTab} onOpen={open} /> },
          { id: 'search', label: t.search, content: <SearchPanel onNewFor={(vehicleId) => setEditing({ vehicleId })} /> },
          { id: 'programs', label: t.programs, content: <ProgramsPanel /> },
        ]}
      />
      {editing && (
        <RecordEditor
          record={'id' in editing ? editing : null}
          vehicleId={'id' in editing ? editing.VehicleID : editing.vehicleId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: maintenanceKeys.all });
          }}
        />
      )}
    </ContentLayout>
  );
}
