import { useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { Role } from '#shared/access/roles';
import type { FleetTractor } from '#shared/fleet/tractor-api';
import { fleetKeys } from '#web/api/fleet.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { useSignedIn } from '#web/auth/session-context.ts';
import { ImportLink } from '#web/features/imports/ImportLink.tsx';
import { FeedKeysPanel } from '#web/features/telematics/FeedKeysPanel.tsx';
import { manageText as m, tractorText as t } from './strings.ts';
import { unitText } from './tractor-facts.ts';
import { TractorEditor } from './TractorEditor.tsx';
import { useTractors } from './TractorList.tsx';
import { TractorStatusBadge } from './TractorStatusBadge.tsx';

function TractorsTab() {
  const queries = useQueryClient();
  const load = useTractors();
  const [editing, setEditing] = useState<FleetTractor | 'new' | null>(null);
  const columns: DataColumn<FleetTractor>[] = [
    { id: 'id', header: t.id, cell: (v) => <Button variant="inline-link" onClick={() => setEditing(v)}>{v.VehicleID}</Button>, sortKey: (v) => v.VehicleID, width: 110 },
    { id: 'status', header: t.status, cell: (v) => <TractorStatusBadge tractor={v} />, sortKey: (v) => (v.Active ? 0 : 1), width: 150 },
    { id: 'domicile', header: t.domicile, cell: (v) => v.Domicile, sortKey: (v) => v.Domicile, width: 110 },
    { id: 'vin', header: t.vin, cell: (v) => v.Vin, text: (v) => v.Vin, width: 200 },
    { id: 'unit', header: t.unit, cell: unitText, text: unitText },
    { id: 'plate', header: t.plate, cell: (v) => v.LicensePlateNo ?? '', text: (v) => v.LicensePlateNo ?? '', width: 120 },
    { id: 'card', header: t.fuelCard, cell: (v) => v.FuelCardNo ?? '', text: (v) => v.FuelCardNo ?? '', width: 160 },
    { id: 'eld', header: t.eld, cell: (v) => v.EldSerial ?? '', text: (v) => `${v.EldSerial ?? ''} ${v.VedrSerial ?? ''}`, width: 140 },
  ];
  return (
    <>
      <Loaded query={load} feature={t.list}>
        {(tractors) => (
          <DataTable
            items={tractors}
            columns={columns}
            trackBy="VehicleID"
            header={<Header variant="h2" counter={`(${tractors.length})`} actions={<Button variant="primary" onClick={() => setEditing('new')}>{m.add}</Button>}>{t.list}</Header>}
            filterNoun="tractors"
            preferencesKey="fleet-manage-tractors"
            empty={t.empty}
            defaultSort={{ column: 'id' }}
            ariaLabel={t.list}
          />
        )}
      </Loaded>
      {editing && (
        <TractorEditor
          tractor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: fleetKeys.tractors });
          }}
        />
      )}
    </>
  );
}

/** /manage-tractors: add, edit and deactivate tractors (roles 1 to 4); the owner also keeps the telematics feed keys. */
export function ManageTractorsPage() {
  const { user } = useSignedIn();
  const tabs = [
    { id: 'tractors', label: m.tractorsTab, content: <TractorsTab /> },
    ...(user.role === Role.Owner ? [{ id: 'feed', label: m.feedTab, content: <FeedKeysPanel /> }] : []),
  ];
  return (
    <ContentLayout header={<Header variant="h1" description={m.description} actions={<ImportLink type="vehicle" />}>{m.title}</Header>}>
      <Tabs tabs={tabs} />
    </ContentLayout>
  );
}
