import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate, useParams } from 'react-router';
import type { PayRunReport } from '#shared/payroll-api/reports';
import { PAY_COLUMNS } from '#shared/payroll-summary/pay-columns';
import { getPayRunReport } from '#web/api/payroll-runs.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { payColumnText, reportText as t } from '#web/features/payroll/strings.ts';
import { ExportButtons } from './ExportButtons.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

type DriverRow = PayRunReport['drivers'][number];

type VehicleRow = PayRunReport['vehicles'][number];

const driverColumns: DataColumn<DriverRow>[] = [
  { id: 'name', header: t.driver, cell: (d) => d.DisplayName || d.DriverID, sortKey: (d) => d.DisplayName, text: (d) => `${d.DisplayName} ${d.DriverID}` },
  { id: 'trips', header: t.trips, cell: (d) => d.trips, sortKey: (d) => d.trips, width: 80 },
  { id: 'miles', header: t.miles, cell: (d) => milesText(d.miles), sortKey: (d) => d.miles, width: 90 },
  ...PAY_COLUMNS.map((c): DataColumn<DriverRow> => ({ id: c, header: payColumnText[c], cell: (d) => usd(d[c]), sortKey: (d) => d[c], width: 120 })),
  { id: 'totalCompensation', header: t.totalCompensation, cell: (d) => <strong>{usd(d.totalCompensation)}</strong>, sortKey: (d) => d.totalCompensation, width: 120 },
  { id: 'paid', header: t.paid, cell: (d) => <strong>{usd(d.paid)}</strong>, sortKey: (d) => d.paid, width: 120 },
];

// Gallons to the thousandth, as fuel tickets give them, so the shown rows add up to the shown total.
const gallonsText = (gallons: number) => gallons.toLocaleString('en-US', { maximumFractionDigits: 3 });

const vehicleColumns: DataColumn<VehicleRow>[] = [
  { id: 'vehicle', header: t.vehicle, cell: (v) => v.VehicleID, sortKey: (v) => v.VehicleID, text: (v) => `${v.VehicleID} ${v.drivers.join(' ')}`, width: 110 },
  { id: 'drivers', header: t.vehicleDrivers, cell: (v) => v.drivers.join(', ') },
  { id: 'trips', header: t.trips, cell: (v) => v.trips, sortKey: (v) => v.trips, width: 80 },
  { id: 'miles', header: t.miles, cell: (v) => milesText(v.miles), sortKey: (v) => v.miles, width: 90 },
  { id: 'revenue', header: t.tripRevenue, cell: (v) => usd(v.tripRevenue), sortKey: (v) => v.tripRevenue, width: 130 },
  { id: 'payout', header: t.payout, cell: (v) => usd(v.payout), sortKey: (v) => v.payout, width: 130 },
  { id: 'gallons', header: t.gallons, cell: (v) => gallonsText(v.gallons), sortKey: (v) => v.gallons, width: 100 },
];

function Report({ report }: { report: PayRunReport }) {
  const { totals } = report;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2" actions={<ExportButtons payRunId={report.PayRunID} />}>{t.totals}</Header>}>
        <KeyValuePairs
          columns={4}
          items={[
            {
              type: 'group',
              title: t.driverTotals(totals.drivers),
              items: [
                { label: t.trips, value: report.driverTotals.trips },
                { label: t.miles, value: milesText(report.driverTotals.miles) },
                ...PAY_COLUMNS.map((c) => ({ label: payColumnText[c], value: <span data-testid={`run-total-${c}`}>{usd(totals[c])}</span> })),
                { label: t.totalCompensation, value: <strong data-testid="run-total">{usd(totals.totalCompensation)}</strong> },
                { label: t.paid, value: <strong data-testid="run-total-paid">{usd(totals.paid)}</strong> },
              ],
            },
            {
              type: 'group',
              title: t.vehicleTotals(totals.vehicles),
              items: [
                { label: t.trips, value: totals.trips },
                { label: t.miles, value: milesText(totals.miles) },
                { label: t.tripRevenue, value: usd(totals.tripRevenue) },
                { label: t.payout, value: usd(totals.payout) },
                { label: t.gallons, value: gallonsText(totals.gallons) },
              ],
            },
          ]}
        />
      </Container>
      <DataTable items={report.drivers} columns={driverColumns} trackBy="DriverID" header={<Header variant="h2" counter={`(${report.drivers.length})`}>{t.drivers}</Header>} filterNoun="drivers" preferencesKey="report-drivers" empty={t.noDrivers} defaultSort={{ column: 'name' }} ariaLabel={t.drivers} />
      <DataTable items={report.vehicles} columns={vehicleColumns} trackBy="VehicleID" header={<Header variant="h2" counter={`(${report.vehicles.length})`}>{t.vehicles}</Header>} filterNoun="vehicles" preferencesKey="report-vehicles" empty={t.noVehicles} defaultSort={{ column: 'vehicle' }} ariaLabel={t.vehicles} />
    </SpaceBetween>
  );
}

/** /payroll-reports/{id}: the summary report of a pay run, totals per driver, per vehicle and for the run. */
export function PayrollReportsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const load = useQuery({ queryKey: payrollKeys.report(id), queryFn: () => getPayRunReport(id) });
  const report = load.data;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={report ? t.description(report.PayDateString, usDate(report.PayPeriod.startDate), usDate(report.PayPeriod.endDate)) : undefined}
          actions={<Button onClick={() => navigate(`/payroll-tools/${encodeURIComponent(id)}`)}>{t.backToTools}</Button>}
        >
          {t.summaryTitle}
        </Header>
      }
    >
      <Loaded query={load} feature={t.summaryTitle}>
        {(data) => <Report report={data} />}
      </Loaded>
    </ContentLayout>
  );
}
