import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { RowError } from '#shared/payroll-api/common';
import type { ImportDetail, PreviewRow } from '#shared/imports/api';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { importText as t } from './strings.ts';

const errorColumns: DataColumn<RowError>[] = [
  { id: 'row', header: t.detail.row, cell: (e) => e.row, sortKey: (e) => e.row, width: 90 },
  { id: 'column', header: t.detail.column, cell: (e) => e.column, sortKey: (e) => e.column, width: 200 },
  { id: 'reason', header: t.detail.reason, cell: (e) => e.reason, text: (e) => e.reason },
];

/** Every reported error by spreadsheet row and column; the count says how many the file has in all. */
export function RowErrorsTable({ detail }: { detail: ImportDetail }) {
  const shown = detail.rowErrors.length;
  const total = Math.max(detail.stats.errorCount, shown);
  return (
    <DataTable
      items={detail.rowErrors}
      columns={errorColumns}
      trackBy={(e) => `${e.row}/${e.column}/${e.reason}`}
      header={<Header variant="h3" counter={`(${total.toLocaleString('en-US')})`} {...(total > shown ? { description: t.detail.moreErrors(shown, total) } : {})}>{t.detail.errors}</Header>}
      filterNoun="errors"
      empty={t.detail.noErrors}
      defaultSort={{ column: 'row' }}
      pageSize={25}
      ariaLabel={t.detail.errors}
    />
  );
}

function FieldChanges({ row }: { row: PreviewRow }) {
  return (
    <SpaceBetween size="xxxs">
      {row.fields.map((f) => (
        <Box key={f.column} fontSize="body-s">
          <Box variant="span" fontWeight="bold" fontSize="body-s">{f.column}</Box>
          {': '}
          {f.before !== undefined && (
            <>
              <Box variant="span" color="text-body-secondary" fontSize="body-s">{f.before === '' ? '—' : f.before}</Box>
              {' → '}
            </>
          )}
          {f.after === '' ? '—' : f.after}
        </Box>
      ))}
    </SpaceBetween>
  );
}

const changeColumns: DataColumn<PreviewRow>[] = [
  { id: 'row', header: t.detail.row, cell: (r) => r.row, sortKey: (r) => r.row, width: 90 },
  { id: 'action', header: t.detail.action, cell: (r) => t.detail.actions[r.action], sortKey: (r) => r.action, width: 120 },
  { id: 'record', header: t.detail.record, cell: (r) => r.label, sortKey: (r) => r.label, width: 260 },
  { id: 'fields', header: t.detail.fields, cell: (r) => <FieldChanges row={r} />, text: (r) => r.fields.map((f) => `${f.column} ${f.before ?? ''} ${f.after}`).join(' ') },
];

/** What the rows create and update: per field its value before and after. */
export function ChangesTable({ detail }: { detail: ImportDetail }) {
  const changing = detail.stats.createCount + detail.stats.updateCount;
  const shown = detail.preview.length;
  return (
    <DataTable
      items={detail.preview}
      columns={changeColumns}
      trackBy={(r) => String(r.row)}
      header={<Header variant="h3" counter={`(${changing.toLocaleString('en-US')})`} {...(changing > shown ? { description: t.detail.moreChanges(shown, changing) } : {})}>{t.detail.changes}</Header>}
      filterNoun="changes"
      empty={t.detail.noChanges}
      defaultSort={{ column: 'row' }}
      pageSize={25}
      ariaLabel={t.detail.changes}
    />
  );
}
