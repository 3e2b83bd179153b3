import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hasRole } from '#shared/access/roles';
import type { DriverFile } from '#shared/fleet/driver-file';
import { formatPhone } from '#shared/validation/us-phone';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ImportLink } from '#web/features/imports/ImportLink.tsx';
import { DriverFileEditor } from './DriverFileEditor.tsx';
import { ExpiryStatus } from './ExpiryStatus.tsx';
import { driverText as t } from './strings.ts';

/** The route table lets dispatch (role 3) and above write the file; payroll settings need role 2. */
const EDITOR_ROLE = 3;
const PAYROLL_ROLE = 2;
const profileOf = (uid: string) => `/driver-profile?userId=${encodeURIComponent(uid)}`;

/** /manage-drivers: the driver file for the office (roles 1 to 4); dispatch and above edit it. */
export function ManageDriversPage() {
  const { user } = useSignedIn();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const load = useQuery({ queryKey: fleetKeys.drivers, queryFn: fleetApi.drivers });
  const [editing, setEditing] = useState<DriverFile | 'new' | null>(null);
  const mayEdit = hasRole(user.role, EDITOR_ROLE);
  const columns: DataColumn<DriverFile>[] = [
    { id: 'name', header: t.name, cell: (d) => (mayEdit ? <Button variant="inline-link" onClick={() => setEditing(d)}>{d.DisplayName}</Button> : d.DisplayName), sortKey: (d) => d.DisplayName, text: (d) => `${d.DisplayName} ${d.DriverID}`, minWidth: 170 },
    { id: 'id', header: t.id, cell: (d) => d.DriverID, sortKey: (d) => d.DriverID, width: 110 },
    { id: 'phone', header: t.phone, cell: (d) => formatPhone(d.Phone), text: (d) => `${d.Phone} ${formatPhone(d.Phone)}`, width: 150 },
    { id: 'domicile', header: t.domiciles, cell: (d) => d.Domicile, sortKey: (d) => d.Domicile, width: 120 },
    { id: 'hire', header: t.hireDate, cell: (d) => usDate(d.HireDate ?? null), sortKey: (d) => d.HireDate ?? '', width: 120 },
    { id: 'original', header: t.originalHireDate, cell: (d) => usDate(d.OriginalHireDate ?? null), sortKey: (d) => d.OriginalHireDate ?? '', width: 130 },
    { id: 'term', header: t.termDate, cell: (d) => (d.TermStatus ? `${t.terminated} ${usDate(d.TermDate ?? null)}` : '—'), sortKey: (d) => d.TermDate ?? '', width: 150 },
    { id: 'cdl', header: t.cdl, cell: (d) => <ExpiryStatus date={d.cdlExpDate} />, sortKey: (d) => d.cdlExpDate ?? '', width: 190 },
    { id: 'med', header: t.med, cell: (d) => <ExpiryStatus date={d.medExpDate} />, sortKey: (d) => d.medExpDate ?? '', width: 190 },
    { id: 'user', header: t.user, cell: (d) => (d.uid ? <Link href={profileOf(d.uid)} onFollow={(event) => { event.preventDefault(); navigate(profileOf(d.uid!)); }}>{t.linked}</Link> : t.notLinked), sortKey: (d) => (d.uid ? 0 : 1), width: 120 },
    { id: 'active', header: t.active, cell: (d) => <StatusIndicator type={d.Active ? 'success' : 'stopped'}>{d.Active ? t.active : t.inactive}</StatusIndicator>, sortKey: (d) => (d.Active ? 0 : 1), width: 110 },
  ];
  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {hasRole(user.role, PAYROLL_ROLE) && <Button href="/payroll-tools" ariaLabel={t.payLinkHint} onFollow={(event) => { event.preventDefault(); navigate('/payroll-tools'); }}>{t.payLink}</Button>}
      {mayEdit && <Button variant="primary" onClick={() => setEditing('new')}>{t.add}</Button>}
    </SpaceBetween>
  );
  return (
    <ContentLayout header={<Header variant="h1" description={t.description} actions={<ImportLink type="driver" />}>{t.title}</Header>}>
      <SpaceBetween size="m">
        {!mayEdit && <Box color="text-body-secondary">{t.readOnly}</Box>}
        <Loaded query={load} feature={t.list}>
          {(drivers) => (
            <DataTable items={drivers} columns={columns} trackBy="DriverID" header={<Header variant="h2" counter={`(${drivers.length})`} actions={actions}>{t.list}</Header>} filterNoun="drivers" preferencesKey="fleet-drivers" empty={t.empty} defaultSort={{ column: 'name' }} ariaLabel={t.list} />
          )}
        </Loaded>
      </SpaceBetween>
      {editing && (
        <DriverFileEditor
          file={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: fleetKeys.drivers });
          }}
        />
      )}
    </ContentLayout>
  );
}
