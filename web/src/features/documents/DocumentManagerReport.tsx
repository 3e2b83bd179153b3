import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { OWNER_KINDS, type OwnerKind } from '#shared/documents/doc-kinds';
import type { DocumentList, DocumentStatus } from '#shared/documents/document-api';
import { countByStatus, matchesFilter, STATUS_ORDER, type DocumentFilter } from '#shared/documents/document-order';
import { listDocuments } from '#web/api/documents.ts';
import { DataTable } from '#web/components/DataTable.tsx';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { documentColumns } from './document-columns.tsx';
import { documentKeys } from './query-keys.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { documentText as t } from './strings.ts';
import { useDocumentActions } from './use-document-actions.tsx';

const ANY = '';

function FilterSelect({ label, value, anyLabel, options, onChange }: { label: string; value: string; anyLabel: string; options: SelectProps.Option[]; onChange: (value: string) => void }) {
  const all = [{ value: ANY, label: anyLabel }, ...options];
  return (
    <FormField label={label}>
      <Select selectedOption={all.find((o) => o.value === value) ?? all[0]!} options={all} onChange={({ detail }) => onChange(detail.selectedOption.value ?? ANY)} ariaLabel={label} />
    </FormField>
  );
}

function Manager({ list }: { list: DocumentList }) {
  const [filter, setFilter] = useState<DocumentFilter>({});
  const { actions, dialogs } = useDocumentActions();
  const rows = list.documents.filter((r) => matchesFilter(r, filter));
  // Counted from the rows the table shows, so they always add up to its total.
  const counts = countByStatus(rows);
  const domiciles = [...new Set(list.documents.flatMap((r) => r.domicile.split('/')).filter(Boolean))].sort();
  const columns = documentColumns(actions, { owner: true, domicile: true });

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2" description={t.asOf(usDate(list.today))}>{t.manager}</Header>}>
        <SpaceBetween size="m">
          <ColumnLayout columns={3}>
            <FilterSelect label={t.ownerKind} value={filter.ownerKind ?? ANY} anyLabel={t.anyOwner} options={OWNER_KINDS.map((k) => ({ value: k, label: t.ownerKinds[k] }))} onChange={(v) => setFilter((f) => ({ ...f, ownerKind: (v || undefined) as OwnerKind | undefined }))} />
            <FilterSelect label={t.status} value={filter.status ?? ANY} anyLabel={t.anyStatus} options={STATUS_ORDER.map((s) => ({ value: s, label: t.statuses[s] }))} onChange={(v) => setFilter((f) => ({ ...f, status: (v || undefined) as DocumentStatus | undefined }))} />
            <FilterSelect label={t.domicile} value={filter.domicile ?? ANY} anyLabel={t.anyDomicile} options={domiciles.map((d) => ({ value: d, label: d }))} onChange={(v) => setFilter((f) => ({ ...f, domicile: v || undefined }))} />
          </ColumnLayout>
          <ColumnLayout columns={5} variant="text-grid" data-testid="document-counts">
            {STATUS_ORDER.map((s) => (
              <div key={s}>
                <Box variant="awsui-key-label"><StatusBadge status={s} /></Box>
                <Box variant="h3" data-status={s}>{counts[s]}</Box>
              </div>
            ))}
            <div>
              <Box variant="awsui-key-label">{t.total}</Box>
              <Box variant="h3" data-status="total">{rows.length}</Box>
            </div>
          </ColumnLayout>
        </SpaceBetween>
      </Container>
      <DataTable
        items={rows}
        columns={columns}
        trackBy="rowKey"
        header={<Header variant="h2" counter={`(${rows.length})`} actions={<Button variant="primary" onClick={() => actions.add()}>{t.add}</Button>}>{t.list}</Header>}
        filterNoun={t.filterNoun}
        preferencesKey="document-manager"
        empty={t.empty}
        defaultSort={{ column: 'status' }}
        ariaLabel={t.list}
      />
      {dialogs}
    </SpaceBetween>
  );
}

/** Document Manager (report `tractor-documents`, roles 1 to 4): every document, what needs renewing first. */
export function DocumentManagerReport() {
  const load = useQuery({ queryKey: documentKeys.manager, queryFn: () => listDocuments() });
  return <Loaded query={load} feature={t.manager}>{(list) => <Manager list={list} />}</Loaded>;
}
