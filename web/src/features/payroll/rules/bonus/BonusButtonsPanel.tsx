import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { deleteBonusButton, listBonusButtons, type BonusButtonView } from '#web/api/payroll-rules.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usd, usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { bonusText as t } from '#web/features/payroll/strings.ts';
import { useLookupOptions } from '#web/features/payroll/rules/use-lookup-options.ts';
import { bonusDraftOf, emptyBonusDraft, type BonusDraft } from './bonus-draft.ts';
import { BonusButtonEditor } from './BonusButtonEditor.tsx';

function methodsOf(b: BonusButtonView): string {
  const methods = b.calculationMethods?.length ? b.calculationMethods : [{ type: b.payoutType, rate: b.rate, flatAmount: b.flatAmount }];
  return methods.map((m) => `${t.methodNames[m.type] ?? m.type}${m.type === 'flat-rate' ? ` ${usd(m.flatAmount ?? 0)}` : m.rate !== undefined ? ` ${m.rate}` : ''}`).join(' + ');
}

/** The bonus buttons, ordered by label, with the editor for one. */
export function BonusButtonsPanel() {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: payrollKeys.bonusButtons, queryFn: listBonusButtons });
  const remove = useMutation({ mutationFn: deleteBonusButton, onSuccess: () => queries.invalidateQueries({ queryKey: payrollKeys.bonusButtons }) });
  const lookups = useLookupOptions();
  const [editing, setEditing] = useState<BonusDraft | null>(null);
  const [deleting, setDeleting] = useState<BonusButtonView | null>(null);

  const columns: DataColumn<BonusButtonView>[] = [
    { id: 'label', header: t.label, cell: (b) => <Button variant="inline-link" onClick={() => setEditing(bonusDraftOf(b))}>{b.label}</Button>, sortKey: (b) => b.label, text: (b) => `${b.label} ${b.hint ?? ''}` },
    { id: 'methods', header: t.methodsColumn, cell: methodsOf },
    { id: 'who', header: t.selectorsColumn, cell: (b) => (b.applyToAll ? t.everyone : t.selectors(b.driverIds?.length ?? 0, b.domicileIds?.length ?? 0, b.tractorIds?.length ?? 0, b.matchStrategy ?? 'any')) },
    { id: 'updated', header: t.updatedColumn, cell: (b) => (b.updatedAt ? `${usDateTime(b.updatedAt)} · ${b.updatedBy ?? ''}` : '—'), sortKey: (b) => b.updatedAt ?? '', width: 220 },
    { id: 'delete', header: '', cell: (b) => <Button variant="inline-link" onClick={() => setDeleting(b)}>{t.deleteButton}</Button>, width: 90 },
  ];


  return (
    <SpaceBetween size="s">
      <Loaded query={load} feature={t.header}>
        {(buttons) => (
          <DataTable
            items={buttons}
            columns={columns}
            trackBy="id"
            header={<Header variant="h2" counter={`(${buttons.length})`} description={t.description} actions={<Button onClick={() => setEditing(emptyBonusDraft())}>{t.create}</Button>}>{t.header}</Header>}
            filterNoun="bonus buttons" preferencesKey="bonus-buttons"
            empty={t.empty}
            defaultSort={{ column: 'label' }}
          />
        )}
      </Loaded>
      {editing && (
        <BonusButtonEditor
          initial={editing}
          lookups={lookups}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: payrollKeys.bonusButtons });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          header={t.deleteButton}
          action={t.deleteButton}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
          }}
        >
          {t.deleteConfirm(deleting.label)}
        </ConfirmDialog>
      )}
    </SpaceBetween>
  );
}
