import { useQuery } from '@tanstack/react-query';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate, useParams } from 'react-router';
import type { DriverReports } from '#shared/payroll-api/reports';
import { getDriverReports } from '#web/api/payroll-runs.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usd } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { PayDocActions } from '#web/features/payroll/paydoc/PayDocActions.tsx';
import { reportText as t } from '#web/features/payroll/strings.ts';
import { MissingRunFlags } from './MissingRunFlags.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

type DriverRow = DriverReports['drivers'][number];

/** /payroll-data/{id}: the driver reports of a pay run with their missing-run flags. */
export function PayrollDataPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const load = useQuery({ queryKey: payrollKeys.driverReports(id), queryFn: () => getDriverReports(id) });
  const columns: DataColumn<DriverRow>[] = [
    { id: 'name', header: t.driver, cell: (d) => d.DisplayName || d.DriverID, sortKey: (d) => d.DisplayName, text: (d) => `${d.DisplayName} ${d.DriverID}` },
    { id: 'trips', header: t.trips, cell: (d) => d.trips, sortKey: (d) => d.trips, width: 80 },
    { id: 'miles', header: t.miles, cell: (d) => milesText(d.miles), sortKey: (d) => d.miles, width: 90 },
    { id: 'total', header: t.totalCompensation, cell: (d) => usd(d.totalCompensation), sortKey: (d) => d.totalCompensation, width: 120 },
    { id: 'flags', header: t.flags, cell: (d) => <Badge color={d.unresolvedFlags > 0 ? 'red' : 'grey'}>{t.unresolved(d.unresolvedFlags)}</Badge>, sortKey: (d) => d.unresolvedFlags, width: 150 },
    { id: 'pdf', header: '', cell: (d) => <PayDocActions payRunId={id} driverId={d.DriverID} printable={false} compact />, width: 160 },
  ];
  return (
    <ContentLayout header={<Header variant="h1" actions={<Button onClick={() => navigate(`/payroll-tools/${encodeURIComponent(id)}`)}>{t.backToTools}</Button>}>{t.dataTitle}</Header>}>
      <Loaded query={load} feature={t.dataTitle}>
        {(reports) => (
          <SpaceBetween size="l">
            <DataTable items={reports.drivers} columns={columns} trackBy="DriverID" header={<Header variant="h2" counter={`(${reports.drivers.length})`}>{t.drivers}</Header>} filterNoun="drivers" preferencesKey="driver-reports" empty={t.noDrivers} defaultSort={{ column: 'name' }} ariaLabel={t.drivers} />
            <MissingRunFlags payRunId={id} reports={reports} onSaved={() => void load.refetch()} />
          </SpaceBetween>
        )}
      </Loaded>
    </ContentLayout>
  );
}
