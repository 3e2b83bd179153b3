import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState, type ReactNode } from 'react';
import type { RecordView } from '#shared/maintenance/api';
import { sumAmounts } from '#shared/maintenance/costs';
import { voidedLine } from '#shared/maintenance/voided';
import { useCompanyZone } from '#web/auth/company-zone.ts';
import { downloadRecordsCsv } from '#web/api/maintenance.ts';
import { saveFile } from '#web/api/payroll-files.ts';
import { EmptyState } from '#web/components/EmptyState.tsx';
import { componentText } from '#web/components/strings.ts';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { maintenanceText as t } from './strings.ts';

interface RecordsTableProps {
  title: string;
  records: RecordView[];
  onOpen: (r: RecordView) => void;
  actions?: ReactNode;
  description?: string;
  /** The voided list: each row says who voided it and why, and nothing is totalled or exported (a voided record costs nothing). */
  voided?: boolean;
}

/** A list of records to open, choose and export; the footer totals are the sums of the rows on this page. */
export function RecordsTable({ title, records, onOpen, actions, description, voided = false }: RecordsTableProps) {
  const zone = useCompanyZone();
  const [chosen, setChosen] = useState<RecordView[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(records, {
    filtering: {
      filteringFunction: (r, text) => [r.VehicleID, r.Vin, r.ServiceNo, r.ServiceProvider, r.serviceType, r.Domicile].join(' ').toLowerCase().includes(text.trim().toLowerCase()),
      empty: <EmptyState>{t.noRecords}</EmptyState>,
      noMatch: <EmptyState>{t.searchForm.none}</EmptyState>,
    },
    pagination: { pageSize: 25 },
  });
  const exportChosen = async () => {
    setFailure(null);
    try {
      saveFile(await downloadRecordsCsv(chosen));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Table<RecordView>
      {...collectionProps}
      items={items}
      trackBy="id"
      selectionType={voided ? undefined : 'multi'}
      selectedItems={chosen}
      onSelectionChange={({ detail }) => setChosen(detail.selectedItems)}
      ariaLabels={{ tableLabel: title, selectionGroupLabel: t.records, itemSelectionLabel: (_, r) => `${r.VehicleID} ${r.ServiceDateString}`, allItemsSelectionLabel: () => t.records }}
      header={
        <Header
          variant="h2"
          counter={`(${records.length})`}
          description={failure ?? description ?? (chosen.length === 0 && !voided ? t.exportHint : undefined)}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {actions}
              {!voided && <Button disabled={chosen.length === 0} onClick={() => void exportChosen()}>{t.exportCsv}</Button>}
            </SpaceBetween>
          }
        >
          {title}
        </Header>
      }
      filter={<TextFilter {...filterProps} filteringPlaceholder={t.searchForm.term} filteringAriaLabel={t.searchForm.term} countText={`${filteredItemsCount ?? 0}`} />}
      pagination={<Pagination {...paginationProps} ariaLabels={componentText.table.pagination} />}
      empty={<EmptyState>{t.noRecords}</EmptyState>}
      footer={items.length > 0 && !voided ? <span>{t.total} ({t.records.toLowerCase()} shown): {usd(sumAmounts(items.map((r) => r.total)))}</span> : undefined}
      columnDefinitions={[
        { id: 'tractor', header: t.columns.tractor, cell: (r) => <Button variant="inline-link" onClick={() => onOpen(r)}>{r.VehicleID}</Button> },
        { id: 'date', header: t.columns.date, cell: (r) => usDate(r.ServiceDate) },
        { id: 'domicile', header: t.columns.domicile, cell: (r) => r.Domicile },
        { id: 'type', header: t.columns.type, cell: (r) => `${r.serviceType || '—'}${r.isPM ? ` (${t.columns.pm})` : ''}` },
        { id: 'odometer', header: t.columns.odometer, cell: (r) => milesText(r.odometer) },
        { id: 'serviceNo', header: t.columns.serviceNo, cell: (r) => r.ServiceNo || '—' },
        { id: 'provider', header: t.columns.provider, cell: (r) => r.ServiceProvider || '—' },
        { id: 'filed', header: t.columns.filed, cell: (r) => (r.status === 'filed' ? '✓' : '') },
        { id: 'file', header: t.columns.file, cell: (r) => (r.invoiceUrl ? <a href={r.invoiceUrl} target="_blank" rel="noreferrer">{r.filename}</a> : r.filename || '—') },
        { id: 'total', header: t.columns.total, cell: (r) => usd(r.total) },
        ...(voided ? [{ id: 'voided', header: t.void.column, cell: (r: RecordView) => (r.voided ? voidedLine(r.voided, zone) : '—') }] : []),
      ]}
    />
  );
}
