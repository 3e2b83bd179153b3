import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { listDriverLookups, type DriverLookupView } from '#web/api/payroll-rules.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { lookupText as t } from '#web/features/payroll/strings.ts';
import { DriverEditor } from './DriverEditor.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

const nameOf = (d: DriverLookupView) => d.DisplayName || `${d.FirstName} ${d.LastName}`;

/** The driver lookup with pay settings, tiers and rate tables. */
export function DriversPanel() {
  const load = useQuery({ queryKey: payrollKeys.driverLookups, queryFn: listDriverLookups });
  const [editing, setEditing] = useState<DriverLookupView | null | 'new'>(null);
  const columns: DataColumn<DriverLookupView>[] = [
    { id: 'id', header: t.drivers.id, cell: (d) => d.DriverID, sortKey: (d) => d.DriverID, width: 120 },
    { id: 'name', header: t.drivers.name, cell: (d) => <Button variant="inline-link" onClick={() => setEditing(d)}>{nameOf(d)}</Button>, sortKey: nameOf, text: nameOf },
    { id: 'active', header: 'Status', cell: (d) => <StatusIndicator type={d.Active && !d.TermStatus ? 'success' : 'stopped'}>{d.TermStatus ? 'Terminated' : d.Active ? 'Active' : 'Inactive'}</StatusIndicator>, sortKey: (d) => (d.Active ? 0 : 1), width: 130 },
    { id: 'domicile', header: t.drivers.domicile, cell: (d) => d.Domicile, sortKey: (d) => d.Domicile, width: 120 },
    { id: 'hired', header: t.drivers.hired, cell: (d) => usDate(d.HireDate), sortKey: (d) => d.HireDate ?? '', width: 120 },
    { id: 'pay', header: t.drivers.pay, cell: (d) => t.drivers.paySummary(d.driverSpotRateTableConfig?.length ?? 0, d.soloRateTable?.length ?? 0, d.teamRateTable?.length ?? 0) },
  ];
  return (
    <>
      <Loaded query={load} feature={t.drivers.header}>
        {(drivers) => (
          <DataTable
            items={drivers}
            columns={columns}
            trackBy="DriverID"
            header={<Header variant="h2" counter={`(${drivers.length})`} actions={<Button onClick={() => setEditing('new')}>{t.drivers.create}</Button>}>{t.drivers.header}</Header>}
            filterNoun="drivers" preferencesKey="driver-lookups"
            empty={t.drivers.empty}
            defaultSort={{ column: 'name' }}
          />
        )}
      </Loaded>
      {editing && (
        <DriverEditor
          driver={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load.refetch();
          }}
        />
      )}
    </>
  );
}
