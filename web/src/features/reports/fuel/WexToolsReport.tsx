import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { FuelFileView, FuelPurchaseView } from '#shared/reports/fuel-api';
import { ApiError } from '#web/api/client.ts';
import { fuelApi, fuelKeys } from '#web/api/fuel.ts';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usd, usDate, usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { monthLabel, recentMonths, sumTo } from './periods.ts';
import { fuelText } from './strings.ts';

const t = fuelText.wex;
type Show = 'all' | 'unmatched' | 'unapproved';
const gallonsText = (g: number) => g.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

const PURCHASE_COLUMNS: DataColumn<FuelPurchaseView>[] = [
  { id: 'date', header: t.columns.date, cell: (p) => `${usDate(p.transactionDate)} ${p.transactionTime ?? ''}`.trim(), sortKey: (p) => `${p.transactionDate} ${p.transactionTime ?? ''}` },
  { id: 'card', header: t.columns.card, cell: (p) => p.FuelCardNo, sortKey: (p) => p.FuelCardNo, text: (p) => p.FuelCardNo },
  { id: 'unit', header: t.columns.unit, cell: (p) => p.VehicleID ?? '—', sortKey: (p) => p.VehicleID ?? '', text: (p) => p.VehicleID ?? '' },
  { id: 'vendor', header: t.columns.vendor, cell: (p) => p.vendorName, sortKey: (p) => p.vendorName, text: (p) => p.vendorName },
  { id: 'place', header: t.columns.place, cell: (p) => [p.city, p.state].filter(Boolean).join(', ') || '—', sortKey: (p) => `${p.state} ${p.city ?? ''}`, text: (p) => `${p.city ?? ''} ${p.state}` },
  { id: 'gallons', header: t.columns.gallons, cell: (p) => gallonsText(p.gallons), sortKey: (p) => p.gallons },
  { id: 'amount', header: t.columns.amount, cell: (p) => usd(p.amount), sortKey: (p) => p.amount },
  {
    id: 'flags', header: t.columns.flags, cell: (p) => (
      <SpaceBetween direction="horizontal" size="xxs">
        {!p.VehicleID && <Badge color="red">{t.unmatched}</Badge>}
        {p.unapprovedVendor && <Badge color="severity-medium">{t.unapproved}</Badge>}
      </SpaceBetween>
    ),
  },
];

const FILE_COLUMNS: DataColumn<FuelFileView>[] = [
  { id: 'received', header: t.fileColumns.received, cell: (f) => usDateTime(f.receivedAt), sortKey: (f) => f.receivedAt },
  { id: 'name', header: t.fileColumns.name, cell: (f) => f.fileName, text: (f) => f.fileName },
  { id: 'source', header: t.fileColumns.source, cell: (f) => t.sources[f.source] },
  { id: 'status', header: t.fileColumns.status, cell: (f) => <StatusIndicator type={f.status === 'imported' ? 'success' : 'error'}>{t.statuses[f.status]}</StatusIndicator> },
  { id: 'purchases', header: t.fileColumns.purchases, cell: (f) => f.purchases },
  { id: 'added', header: t.fileColumns.added, cell: (f) => f.added },
  { id: 'unmatched', header: t.fileColumns.unmatched, cell: (f) => f.unmatched },
  { id: 'unapproved', header: t.fileColumns.unapproved, cell: (f) => f.unapproved },
];

function UploadFile() {
  const queries = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => fuelApi.upload(file),
    onMutate: () => setProblem(null),
    onSuccess: () => { setFiles([]); void queries.invalidateQueries({ queryKey: fuelKeys.all }); },
  });
  const rowErrors = upload.error instanceof ApiError ? Object.entries(upload.error.fields) : [];
  return (
    <Container header={<Header variant="h3" description={t.uploadHint}>{t.upload}</Header>}>
      <SpaceBetween size="s">
        <FormField errorText={problem}>
          <FileUpload value={files} onChange={({ detail }) => setFiles(detail.value)} accept=".csv,text/csv" i18nStrings={{ uploadButtonText: () => t.choose, dropzoneText: () => t.choose, removeFileAriaLabel: () => 'Remove', limitShowFewer: 'Fewer', limitShowMore: 'More', errorIconAriaLabel: 'Error' }} />
        </FormField>
        <Box><Button variant="primary" loading={upload.isPending} onClick={() => (files[0] ? upload.mutate(files[0]) : setProblem(t.noFile))}>{t.read}</Button></Box>
        {upload.isSuccess && <Alert type="success">{t.uploaded(upload.data.added, upload.data.purchases)}</Alert>}
        {upload.isError && (
          <Alert type="error" header={rowErrors.length > 0 ? t.refused : undefined}>
            {errorMessage(upload.error)}
            {rowErrors.length > 0 && <ul>{rowErrors.map(([where, reason]) => <li key={where}>{`${where}: ${reason}`}</li>)}</ul>}
          </Alert>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** Fuel cards (admin-wex-tools): the month's card purchases with their flags, a file upload and the latest files read. */
export function WexToolsReport() {
  const months = recentMonths(useCompanyToday());
  const [month, setMonth] = useState(months[0]!);
  const [show, setShow] = useState<Show>('all');
  const purchases = useQuery({ queryKey: fuelKeys.purchases(month), queryFn: () => fuelApi.purchases(month) });
  const files = useQuery({ queryKey: fuelKeys.files(), queryFn: () => fuelApi.files() });
  const options = months.map((m) => ({ value: m, label: monthLabel(m) }));
  return (
    <SpaceBetween size="m">
      <Header variant="h2" description={t.description}>{t.title}</Header>
      <SpaceBetween direction="horizontal" size="m" alignItems="end">
        <FormField label={t.month}>
          <Select selectedOption={options.find((o) => o.value === month) ?? null} options={options} onChange={({ detail }) => setMonth(detail.selectedOption.value ?? month)} ariaLabel={t.month} />
        </FormField>
        <FormField label={t.show}>
          <SegmentedControl selectedId={show} onChange={({ detail }) => setShow(detail.selectedId as Show)} label={t.show} options={(['all', 'unmatched', 'unapproved'] as const).map((id) => ({ id, text: t.shows[id] }))} />
        </FormField>
      </SpaceBetween>
      <Loaded query={purchases} feature={t.title}>
        {(answer) => {
          const rows = show === 'unmatched' ? answer.purchases.filter((p) => !p.VehicleID) : show === 'unapproved' ? answer.purchases.filter((p) => p.unapprovedVendor) : answer.purchases;
          return (
            <DataTable<FuelPurchaseView>
              items={rows}
              columns={PURCHASE_COLUMNS}
              trackBy={(p) => `${p.transactionDate}|${p.transactionId}`}
              filterNoun={t.filter}
              empty={t.empty}
              defaultSort={{ column: 'date', descending: true }}
              preferencesKey="fuel-purchases"
              wrapLines={false}
              ariaLabel={`${t.title} ${monthLabel(month)}`}
              header={<Header variant="h3" counter={`(${rows.length})`}>{monthLabel(month)}</Header>}
              footer={(shown) => <Box fontWeight="bold">{`${t.total}: ${shown.length} ${t.filter} · ${t.columns.gallons} ${gallonsText(sumTo(shown.map((p) => p.gallons), 3))} · ${t.columns.amount} ${usd(sumTo(shown.map((p) => p.amount), 2))}`}</Box>}
            />
          );
        }}
      </Loaded>
      <UploadFile />
      <Loaded query={files} feature={t.files}>
        {(answer) => (
          <DataTable<FuelFileView>
            items={answer.files}
            columns={FILE_COLUMNS}
            trackBy="fileId"
            wrapLines={false}
            empty={t.filesEmpty}
            defaultSort={{ column: 'received', descending: true }}
            ariaLabel={t.files}
            header={<Header variant="h3" counter={`(${answer.files.length})`}>{t.files}</Header>}
          />
        )}
      </Loaded>
    </SpaceBetween>
  );
}
