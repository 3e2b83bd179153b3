import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { VinChange } from '#shared/fleet/tractor-api';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { tractorText as t } from './strings.ts';

const columns: DataColumn<VinChange>[] = [
  { id: 'at', header: t.changedAt, cell: (c) => usDateTime(c.changedAt), width: 200 },
  { id: 'from', header: t.fromVin, cell: (c) => c.fromVin },
  { id: 'to', header: t.toVin, cell: (c) => c.toVin },
  { id: 'by', header: t.changedBy, cell: (c) => c.changedBy, width: 180 },
];

/** VIN changes, 10 at a time, newest first; older pages by the server's cursor. */
export function VinHistory({ vehicleId }: { vehicleId: string }) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const load = useQuery({ queryKey: fleetKeys.vinHistory(vehicleId, cursor), queryFn: () => fleetApi.vinHistory(vehicleId, cursor) });
  return (
    <Loaded query={load} feature={t.vinHistory}>
      {({ changes, cursor: next }) => (
        <DataTable
          items={changes}
          columns={columns}
          trackBy="changedAt"
          header={
            <Header
              variant="h2"
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  {cursors.length > 1 && <Button onClick={() => setCursors([null])}>{t.newerChanges}</Button>}
                  {next && <Button onClick={() => setCursors([...cursors, next])}>{t.olderChanges}</Button>}
                </SpaceBetween>
              }
            >
              {t.vinHistory}
            </Header>
          }
          empty={t.noVinChanges}
          pageSize={10}
          ariaLabel={t.vinHistory}
        />
      )}
    </Loaded>
  );
}
