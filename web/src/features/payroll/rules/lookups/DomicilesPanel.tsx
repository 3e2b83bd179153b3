import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import * as z from 'zod';
import { domicileBody, domicileParams } from '#shared/payroll-api/tools';
import { deleteDomicile, listDomiciles, saveDomicile, type DomicileView } from '#web/api/payroll-rules.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { TextField } from '#web/components/Fields.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { lookupText as t } from '#web/features/payroll/strings.ts';
import { draftOf, rowOf, type DraftRow } from '#web/features/payroll/rules/row-fields.ts';
import { ScalarFields } from '#web/features/payroll/rules/ScalarFields.tsx';
import { domicileFields } from './lookup-fields.ts';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { useSave } from './use-save.ts';

const withCode = domicileBody.safeExtend({ id: domicileParams.shape.id });

function DomicileEditor({ domicile, onClose, onSaved }: { domicile: DomicileView | null; onClose: () => void; onSaved: () => void }) {
  const [code, setCode] = useState(domicile?.id ?? '');
  const [draft, setDraft] = useState<DraftRow>(() => draftOf(domicileFields, domicile ?? { Active: true }));
  const { busy, failure, save, errors } = useSave(withCode as z.ZodType<z.infer<typeof withCode>>, ({ id, ...body }) => saveDomicile(id.toUpperCase(), body), onSaved);
  return (
    <SaveModal header={domicile ? t.domiciles.edit(domicile.id) : t.domiciles.create} busy={busy} failure={failure} onSave={() => void save({ id: code.trim(), ...rowOf(domicileFields, draft) })} onClose={onClose} size="medium">
      <SpaceBetween size="m">
        {!domicile && <TextField label={t.domiciles.id} value={code} onChange={setCode} error={errors.id} constraint={t.domiciles.idHint} />}
        <ScalarFields fields={domicileFields} draft={draft} onChange={setDraft} errors={errors} columns={1} />
      </SpaceBetween>
    </SaveModal>
  );
}

/** Domicile codes used by drivers, tractors and bonus selectors. */
export function DomicilesPanel() {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: payrollKeys.domiciles, queryFn: listDomiciles });
  const remove = useMutation({ mutationFn: deleteDomicile, onSuccess: () => queries.invalidateQueries({ queryKey: payrollKeys.domiciles }) });
  const [editing, setEditing] = useState<DomicileView | null | 'new'>(null);
  const [deleting, setDeleting] = useState<DomicileView | null>(null);
  const columns: DataColumn<DomicileView>[] = [
    { id: 'id', header: t.domiciles.id, cell: (d) => <Button variant="inline-link" onClick={() => setEditing(d)}>{d.id}</Button>, sortKey: (d) => d.id, width: 120 },
    { id: 'name', header: 'Name', cell: (d) => d.name, sortKey: (d) => d.name },
    { id: 'tz', header: 'Time zone', cell: (d) => d.timeZone ?? '' },
    { id: 'active', header: 'Active', cell: (d) => (d.Active ? '✓' : '–'), width: 90 },
    { id: 'delete', header: '', cell: (d) => <Button variant="inline-link" onClick={() => setDeleting(d)}>{t.domiciles.remove}</Button>, width: 90 },
  ];
  return (
    <>
      <Loaded query={load} feature={t.domiciles.header}>
        {(domiciles) => (
          <DataTable
            items={domiciles}
            columns={columns}
            trackBy="id"
            header={<Header variant="h2" counter={`(${domiciles.length})`} actions={<Button onClick={() => setEditing('new')}>{t.domiciles.create}</Button>}>{t.domiciles.header}</Header>}
            filterNoun="domiciles" preferencesKey="domiciles"
            empty={t.domiciles.empty}
            defaultSort={{ column: 'id' }}
          />
        )}
      </Loaded>
      {deleting && (
        <ConfirmDialog
          header={t.domiciles.remove}
          action={t.domiciles.remove}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
          }}
        >
          {t.domiciles.removeConfirm(deleting.id)}
        </ConfirmDialog>
      )}
      {editing && (
        <DomicileEditor
          domicile={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: payrollKeys.domiciles });
          }}
        />
      )}
    </>
  );
}
