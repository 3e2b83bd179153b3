import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { AdjustmentView } from '#shared/payroll-api/adjustments';
import { deleteAdjustment, listAdjustments } from '#web/api/payroll-adjustments.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usd, usDate, usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { adjustmentTemplateText as printText } from '#web/features/payroll/adjustments/strings.ts';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { useLookupOptions } from '#web/features/payroll/rules/use-lookup-options.ts';
import { adjustmentText as t } from '#web/features/payroll/strings.ts';
import { AdjustmentEditor } from './AdjustmentEditor.tsx';
import { BalancesTable } from './BalancesTable.tsx';

function Adjustments() {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: payrollKeys.adjustments, queryFn: () => listAdjustments() });
  const { drivers } = useLookupOptions();
  const [editing, setEditing] = useState<AdjustmentView | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdjustmentView | null>(null);
  const nameOf = (id: string) => drivers?.find((d) => d.value === id)?.label ?? id;
  // A changed adjustment changes the balances too.
  const changed = () => Promise.all([queries.invalidateQueries({ queryKey: payrollKeys.adjustments }), queries.invalidateQueries({ queryKey: payrollKeys.balances })]);
  const remove = useMutation({ mutationFn: deleteAdjustment, onSuccess: changed });

  const columns: DataColumn<AdjustmentView>[] = [
    { id: 'driver', header: t.driver, cell: (a) => nameOf(a.DriverID), sortKey: (a) => nameOf(a.DriverID), text: (a) => `${nameOf(a.DriverID)} ${a.DriverID}` },
    { id: 'label', header: t.label, cell: (a) => <Button variant="inline-link" onClick={() => setEditing(a)}>{a.label}</Button>, sortKey: (a) => a.label, text: (a) => `${a.label} ${a.note ?? ''}`, minWidth: 160 },
    { id: 'kind', header: t.kind, cell: (a) => t.kinds[a.kind], sortKey: (a) => a.kind, width: 140 },
    { id: 'amount', header: t.amount, cell: (a) => (a.kind === 'deduction' ? usd(-a.amount) : usd(a.amount)), sortKey: (a) => (a.kind === 'deduction' ? -a.amount : a.amount), width: 130 },
    { id: 'repeat', header: t.recurrence, cell: (a) => t.recurrences[a.recurrence], sortKey: (a) => a.recurrence, width: 120 },
    { id: 'start', header: t.start, cell: (a) => usDate(a.startWeekEnding), sortKey: (a) => a.startWeekEnding, width: 140 },
    { id: 'end', header: t.end, cell: (a) => (a.recurrence === 'weekly' ? usDate(a.endWeekEnding ?? null) : '—'), width: 140 },
    { id: 'active', header: t.active, cell: (a) => <StatusIndicator type={a.active ? 'success' : 'stopped'}>{a.active ? t.active : t.stopped}</StatusIndicator>, sortKey: (a) => (a.active ? 0 : 1), width: 110 },
    { id: 'by', header: t.by, cell: (a) => `${a.createdBy} · ${usDateTime(a.createdAt)}`, width: 200 },
    { id: 'print', header: '', cell: (a) => <Button variant="inline-link" iconName="external" target="_blank" href={`/Adjustment-Template?DriverID=${encodeURIComponent(a.DriverID)}`} ariaLabel={`${printText.print} ${nameOf(a.DriverID)}`}>{printText.print}</Button>, width: 100 },
    { id: 'delete', header: '', cell: (a) => <Button variant="inline-link" onClick={() => setDeleting(a)}>{t.remove}</Button>, width: 90 },
  ];


  return (
    <SpaceBetween size="l">
      <BalancesTable nameOf={nameOf} />
      <Loaded query={load} feature={t.title}>
        {(adjustments) => (
          <DataTable
            items={adjustments}
            columns={columns}
            trackBy="adjustmentId"
            header={<Header variant="h2" counter={`(${adjustments.length})`} actions={<Button variant="primary" onClick={() => setEditing('new')}>{t.create}</Button>}>{t.list}</Header>}
            filterNoun="adjustments" preferencesKey="adjustments"
            empty={t.empty}
            defaultSort={{ column: 'driver' }}
            ariaLabel={t.list}
          />
        )}
      </Loaded>
      {editing && (
        <AdjustmentEditor
          adjustment={editing === 'new' ? null : editing}
          drivers={drivers}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          header={t.remove}
          action={t.remove}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await remove.mutateAsync(deleting.adjustmentId);
          }}
        >
          {t.removeConfirm(deleting.label, nameOf(deleting.DriverID))}
        </ConfirmDialog>
      )}
    </SpaceBetween>
  );
}

/** /settlement-adjustments: deductions and reimbursements per driver and the running balances (page-access.ts keeps it for payroll staff). */
export function SettlementAdjustmentsPage() {
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <Adjustments />
    </ContentLayout>
  );
}
