import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useMemo, useState } from 'react';
import { hasRole } from '#shared/access/roles';
import type { MmrRecordView } from '#shared/reports/mmr-api';
import { mmrTotals, previousMonth, type PmStatus } from '#shared/reports/mmr-month';
import { mmrApi, mmrKeys } from '#web/api/mmr.ts';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { milesText, usd, usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { mmrText as t } from './strings.ts';

const MMR_ROLE = 4;
const PM_TYPES: Record<PmStatus, StatusIndicatorProps.Type> = { overdue: 'error', due: 'warning', 'due-soon': 'pending', ok: 'success', unknown: 'stopped' };

function monthLabel(month: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** This month and the 23 before it, newest first. */
function recentMonths(today: string): string[] {
  let month = today.slice(0, 7);
  const months: string[] = [];
  for (let i = 0; i < 24; i += 1) {
    months.push(month);
    month = previousMonth(month);
  }
  return months;
}

/** Opens a presigned link: the storage answers with the file as an attachment, so the browser downloads it. */
function download(url: string): void {
  window.location.assign(url);
}

function columns(month: string, onPdf: (row: MmrRecordView) => void, busy: string | null): DataColumn<MmrRecordView>[] {
  return [
    { id: 'unit', header: t.columns.unit, cell: (r) => r.VehicleID, sortKey: (r) => r.VehicleID, text: (r) => `${r.VehicleID} ${r.Vin}` },
    { id: 'domicile', header: t.columns.domicile, cell: (r) => r.Domicile || '—', sortKey: (r) => r.Domicile, text: (r) => r.Domicile },
    { id: 'services', header: t.columns.services, cell: (r) => r.servicesCount, sortKey: (r) => r.servicesCount },
    { id: 'cost', header: t.columns.cost, cell: (r) => usd(r.totalCost), sortKey: (r) => r.totalCost },
    { id: 'pm', header: t.columns.pm, cell: (r) => <StatusIndicator type={PM_TYPES[r.pmStatus]}>{t.pm[r.pmStatus]}</StatusIndicator>, sortKey: (r) => r.pmStatus, text: (r) => t.pm[r.pmStatus], minWidth: 130 },
    { id: 'odoStart', header: t.columns.odoStart, cell: (r) => milesText(r.odometerStart), sortKey: (r) => r.odometerStart ?? -1 },
    { id: 'odoEnd', header: t.columns.odoEnd, cell: (r) => milesText(r.odometerEnd), sortKey: (r) => r.odometerEnd ?? -1 },
    { id: 'miles', header: t.columns.miles, cell: (r) => milesText(r.miles), sortKey: (r) => r.miles ?? -1 },
    {
      id: 'files', header: t.columns.files, minWidth: 170, cell: (r) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="inline-link" iconName="download" loading={busy === r.VehicleID} onClick={() => onPdf(r)} ariaLabel={`${t.pdf} ${r.VehicleID}`}>{t.pdf}</Button>
          <Button variant="inline-link" iconName="external" target="_blank" href={`/MMR-Template?month=${encodeURIComponent(month)}&VehicleID=${encodeURIComponent(r.VehicleID)}`} ariaLabel={`${t.open} ${r.VehicleID}`}>{t.open}</Button>
        </SpaceBetween>
      ),
    },
  ];
}

function MonthTable({ month }: { month: string }) {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: mmrKeys.month(month), queryFn: () => mmrApi.month(month) });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pdf = useMutation({ mutationFn: (row: MmrRecordView) => mmrApi.pdfLink(month, row.VehicleID), onSuccess: (link) => download(link.url), onError: (e) => setFailure(errorMessage(e)) });
  const zip = useMutation({ mutationFn: () => mmrApi.zipLink(month), onSuccess: (link) => download(link.url), onError: (e) => setFailure(errorMessage(e)) });
  const build = async () => {
    const view = await mmrApi.build(month);
    queries.setQueryData(mmrKeys.month(month), view);
  };
  const cols = useMemo(() => columns(month, (row) => pdf.mutate(row), pdf.isPending ? pdf.variables?.VehicleID ?? null : null), [month, pdf]);
  return (
    <Loaded query={load} feature={t.title}>
      {(view) => (
        <SpaceBetween size="m">
          {failure && <Alert type="error" dismissible onDismiss={() => setFailure(null)}>{failure}</Alert>}
          {!view.built ? (
            <SpaceBetween size="s">
              <Box>{t.notBuilt(monthLabel(month))}</Box>
              <Box><Button variant="primary" onClick={() => setConfirming(true)}>{t.build}</Button></Box>
            </SpaceBetween>
          ) : (
            <DataTable<MmrRecordView>
              items={view.records}
              columns={cols}
              trackBy="VehicleID"
              filterNoun={t.filter}
              empty={t.empty}
              defaultSort={{ column: 'unit' }}
              preferencesKey="mmr-report"
              ariaLabel={`${t.title} ${monthLabel(month)}`}
              header={(
                <Header
                  variant="h3"
                  counter={`(${view.records.length})`}
                  description={view.builtOn ? t.builtOn(usDateTime(view.builtOn), view.builtBy ?? '') : undefined}
                  actions={(
                    <SpaceBetween direction="horizontal" size="xs">
                      <Button onClick={() => setConfirming(true)}>{t.rebuild}</Button>
                      <Button iconName="download" loading={zip.isPending} disabled={view.records.length === 0} onClick={() => zip.mutate()}>{t.zip}</Button>
                    </SpaceBetween>
                  )}
                >
                  {monthLabel(month)}
                </Header>
              )}
              footer={(shown) => {
                const sums = mmrTotals(shown);
                return <Box fontWeight="bold">{`${t.total}: ${shown.length} ${t.filter} · ${t.columns.services} ${sums.servicesCount} · ${t.columns.cost} ${usd(sums.totalCost)} · ${t.columns.miles} ${milesText(sums.miles)}`}</Box>;
              }}
            />
          )}
          {confirming && (
            <ConfirmDialog header={t.buildHeader} action={view.built ? t.rebuild : t.build} onConfirm={build} onClose={() => setConfirming(false)}>
              {t.buildBody(monthLabel(month))}
            </ConfirmDialog>
          )}
        </SpaceBetween>
      )}
    </Loaded>
  );
}

/** MMR (mmr-report): a month of the fleet's maintenance, built on demand, with a PDF per tractor and the month's zip. */
export function MmrReport() {
  const { user } = useSignedIn();
  const today = useCompanyToday();
  const months = useMemo(() => recentMonths(today), [today]);
  const [month, setMonth] = useState(months[1]!);
  if (!hasRole(user.role, MMR_ROLE)) return <Box>{t.forMaintenance}</Box>;
  return (
    <SpaceBetween size="m">
      <Header variant="h2" description={t.description}>{t.title}</Header>
      <Select
        selectedOption={{ value: month, label: monthLabel(month) }}
        options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
        onChange={({ detail }) => setMonth(detail.selectedOption.value ?? month)}
        ariaLabel={t.month}
      />
      <MonthTable key={month} month={month} />
    </SpaceBetween>
  );
}
