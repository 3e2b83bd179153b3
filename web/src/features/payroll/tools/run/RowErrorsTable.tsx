import Header from '@cloudscape-design/components/header';
import type { RowError } from '#shared/payroll-api/common';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { payrollText as t } from '#web/features/payroll/strings.ts';

const columns: DataColumn<RowError>[] = [
  { id: 'row', header: t.statement.row, cell: (e) => e.row, sortKey: (e) => e.row, width: 90 },
  { id: 'column', header: t.statement.column, cell: (e) => e.column, sortKey: (e) => e.column, width: 200 },
  { id: 'reason', header: t.statement.reason, cell: (e) => e.reason, text: (e) => e.reason },
];

/** Row-level problems of a rejected file: row, column, reason. */
export function RowErrorsTable({ errors, total, description }: { errors: RowError[]; total: number; description?: string }) {
  return (
    <DataTable
      items={errors}
      columns={columns}
      trackBy={(e) => `${e.row}:${e.column}:${e.reason}`}
      header={<Header variant="h3" counter={`(${total})`} description={description}>{t.statement.rowErrors}</Header>}
      filterNoun="errors" preferencesKey="import-errors"
      empty={t.none}
      defaultSort={{ column: 'row' }}
      pageSize={20}
      ariaLabel={t.statement.rowErrors}
    />
  );
}
