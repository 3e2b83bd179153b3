import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import type { FleetTractor } from '#shared/fleet/tractor-api';
import { inDomicile, tractorStatus, type TractorStatus } from '#shared/fleet/tractor-list';
import { dueSoonShown } from '#shared/fleet/service-standing';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { statusLabels, tractorText as t } from './strings.ts';
import { lastSeenText, odometerText, positionText } from './tractor-facts.ts';
import { TractorStatusBadge } from './TractorStatusBadge.tsx';

/** The feed moves positions every few minutes; the list follows without a socket. */
export const LIST_REFRESH_MS = 30_000;

export function useTractors() {
  return useQuery({ queryKey: fleetKeys.tractors, queryFn: fleetApi.tractors, refetchInterval: LIST_REFRESH_MS });
}

const ALL = '';

/** The tractor list with domicile, status and text filters; a tractor's number opens its detail. */
export function TractorList({ onOpen }: { onOpen: (vehicleId: string) => void }) {
  const load = useTractors();
  const [domicile, setDomicile] = useState(ALL);
  const [status, setStatus] = useState<TractorStatus | typeof ALL>(ALL);
  const columns: DataColumn<FleetTractor>[] = [
    { id: 'id', header: t.id, cell: (v) => <Button variant="inline-link" onClick={() => onOpen(v.VehicleID)}>{v.VehicleID}</Button>, sortKey: (v) => v.VehicleID, text: (v) => `${v.VehicleID} ${v.Vin} ${v.Make ?? ''} ${v.Model ?? ''}`, width: 110 },
    { id: 'domicile', header: t.domicile, cell: (v) => v.Domicile || t.none, sortKey: (v) => v.Domicile, width: 110 },
    { id: 'status', header: t.status, cell: (v) => <TractorStatusBadge tractor={v} />, sortKey: (v) => tractorStatus(v), text: (v) => statusLabels[tractorStatus(v)], width: 150 },
    { id: 'position', header: t.lastPosition, cell: positionText, sortKey: positionText },
    { id: 'seen', header: t.lastSeen, cell: lastSeenText, sortKey: (v) => v.lastTimeStamp ?? '', width: 190 },
    { id: 'odometer', header: t.odometer, cell: odometerText, sortKey: (v) => v.LatestOdometer ?? -1, width: 130 },
    { id: 'defects', header: t.defects, cell: (v) => v.reportedDefectsCount, sortKey: (v) => v.reportedDefectsCount, width: 110 },
    { id: 'overdue', header: t.overdue, cell: (v) => v.serviceOverdueCount, sortKey: (v) => v.serviceOverdueCount, width: 110 },
    { id: 'dueSoon', header: t.dueSoon, cell: dueSoonShown, sortKey: dueSoonShown, width: 110 },
  ];
  return (
    <Loaded query={load} feature={t.list}>
      {(tractors) => <Filtered tractors={tractors} columns={columns} domicile={domicile} status={status} onDomicile={setDomicile} onStatus={setStatus} />}
    </Loaded>
  );
}

interface FilteredProps {
  tractors: FleetTractor[];
  columns: DataColumn<FleetTractor>[];
  domicile: string;
  status: TractorStatus | typeof ALL;
  onDomicile: (code: string) => void;
  onStatus: (status: TractorStatus | typeof ALL) => void;
}

function Filtered({ tractors, columns, domicile, status, onDomicile, onStatus }: FilteredProps) {
  const codes = useMemo(() => [...new Set(tractors.flatMap((v) => v.Domicile.split('/').filter(Boolean)))].sort(), [tractors]);
  const shown = tractors.filter((v) => (domicile === ALL || inDomicile(v, domicile)) && (status === ALL || tractorStatus(v) === status));
  const domicileOptions = [{ value: ALL, label: t.allDomiciles }, ...codes.map((c) => ({ value: c, label: c }))];
  const statusOptions = [{ value: ALL, label: t.allStatuses }, ...(Object.keys(statusLabels) as TractorStatus[]).map((s) => ({ value: s, label: statusLabels[s] }))];
  const filters = (
    <SpaceBetween direction="horizontal" size="s">
      <Select ariaLabel={t.domicileFilter} selectedOption={domicileOptions.find((o) => o.value === domicile) ?? domicileOptions[0]!} options={domicileOptions} onChange={({ detail }) => onDomicile(detail.selectedOption.value ?? ALL)} />
      <Select ariaLabel={t.statusFilter} selectedOption={statusOptions.find((o) => o.value === status) ?? statusOptions[0]!} options={statusOptions} onChange={({ detail }) => onStatus((detail.selectedOption.value ?? ALL) as TractorStatus)} />
    </SpaceBetween>
  );
  return (
    <DataTable
      items={shown}
      columns={columns}
      trackBy="VehicleID"
      header={<Header variant="h2" counter={`(${shown.length})`} actions={filters}>{t.list}</Header>}
      filterNoun="tractors"
      preferencesKey="fleet-tractors"
      empty={t.empty}
      defaultSort={{ column: 'id' }}
      ariaLabel={t.list}
    />
  );
}
