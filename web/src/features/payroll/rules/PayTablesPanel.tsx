import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import * as z from 'zod';
import { BACKED_UP_TABLES, PAY_TABLE_NAMES, PAY_TABLES, type PayTableName } from '#shared/payroll-api/tools';
import { getPayTables, savePayTable, type PayTablesView } from '#web/api/payroll-rules.ts';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { rulesText as t } from '#web/features/payroll/strings.ts';
import { BackupsPanel } from './BackupsPanel.tsx';
import { draftOf, PAY_TABLE_FIELDS, rowOf, type DraftRow } from './row-fields.ts';
import { RowsEditor } from './RowsEditor.tsx';
import { SpotImportPanel } from './SpotImportPanel.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { ImportLink } from '#web/features/imports/ImportLink.tsx';

function TableEditor({ table, stored, onSaved }: { table: PayTableName; stored: Array<Record<string, unknown>>; onSaved: () => void }) {
  const fields = PAY_TABLE_FIELDS[table];
  const [rows, setRows] = useState<DraftRow[]>(() => stored.map((r) => draftOf(fields, r)));
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const backedUp = BACKED_UP_TABLES.includes(table);

  const save = async () => {
    setDone(null);
    const body = { rows: rows.map((r) => rowOf(fields, r)) };
    const checked = checkFields(z.object({ rows: z.array(PAY_TABLES[table] as z.ZodType) }), body);
    if (!checked.ok) {
      setFailure({ fields: checked.fields, message: null, conflict: false });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await savePayTable(table, body.rows, backedUp && reason.trim() ? reason.trim() : undefined);
      setDone(result.backup ? t.payTables.backedUp(result.backup.backupId) : t.saved);
      onSaved();
    } catch (error) {
      setFailure(saveFailureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      errorText={failure?.message}
      actions={
        <Button variant="primary" loading={busy} onClick={() => void save()}>
          {t.payTables.saveTable}
        </Button>
      }
    >
      <SpaceBetween size="m">
        {done && <Alert type="success">{done}</Alert>}
        <RowsEditor fields={fields} rows={rows} onChange={setRows} errors={failure?.fields ?? {}} />
        {backedUp && (
          <FormField label={t.payTables.reason} description={t.payTables.reasonHint}>
            <Input value={reason} onChange={({ detail }) => setReason(detail.value)} ariaLabel={t.payTables.reason} />
          </FormField>
        )}
      </SpaceBetween>
    </Form>
  );
}

/** The company pay tables editor, with the spot table's bulk import and backups. */
export function PayTablesPanel() {
  const load = useQuery({ queryKey: payrollKeys.payTables, queryFn: getPayTables });
  const [table, setTable] = useState<PayTableName>('soloRateTable');
  // Bumped after each reload so the editor starts again from what the server now holds.
  const [generation, setGeneration] = useState(0);
  const reload = () => void load.refetch().then(() => setGeneration((g) => g + 1));
  return (
    <Loaded query={load} feature={t.payTables.header}>
      {(data: PayTablesView) => (
        <SpaceBetween size="l">
          <Container header={<Header variant="h2" description={t.payTables.description} actions={<ImportLink type="flat-rate-payments" />}>{t.payTables.header}</Header>}>
            <SpaceBetween size="m">
              <FormField label={t.payTables.table}>
                <Select
                  selectedOption={{ value: table, label: t.payTables.names[table] ?? table }}
                  options={PAY_TABLE_NAMES.map((n) => ({ value: n, label: t.payTables.names[n] ?? n, description: t.payTables.rows(data.tables[n]?.length ?? 0) }))}
                  onChange={({ detail }) => setTable(detail.selectedOption.value as PayTableName)}
                  ariaLabel={t.payTables.table}
                />
              </FormField>
              <TableEditor key={`${table}:${generation}`} table={table} stored={data.tables[table] ?? []} onSaved={reload} />
            </SpaceBetween>
          </Container>
          <SpotImportPanel onImported={reload} />
          <BackupsPanel key={generation} onRestored={reload} />
        </SpaceBetween>
      )}
    </Loaded>
  );
}
