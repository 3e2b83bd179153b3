import { useQuery, useQueryClient } from '@tanstack/react-query';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { RecordView } from '#shared/maintenance/api';
import { listRecords } from '#web/api/maintenance.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { maintenanceKeys } from './query-keys.ts';
import { RecordEditor } from './RecordEditor.tsx';
import { RecordsTable } from './RecordsTable.tsx';
import { maintenanceText as t } from './strings.ts';

/** Upload Invoices (import-maint-records): this year's completed records without an invoice; open one to attach it. */
export function InvoiceUploadsReport() {
  const queries = useQueryClient();
  const load = useQuery({ queryKey: maintenanceKeys.list('completed'), queryFn: () => listRecords('completed') });
  const [editing, setEditing] = useState<RecordView | null>(null);
  return (
    <SpaceBetween size="m">
      <Header variant="h2" description={t.invoices.description}>{t.invoices.title}</Header>
      <Loaded query={load} feature={t.invoices.title}>
        {(records) => <RecordsTable title={t.invoices.missing} records={records.filter((r) => !r.invoiceUrl)} onOpen={setEditing} />}
      </Loaded>
      {editing && <RecordEditor record={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void queries.invalidateQueries({ queryKey: maintenanceKeys.all }); }} />}
    </SpaceBetween>
  );
}
