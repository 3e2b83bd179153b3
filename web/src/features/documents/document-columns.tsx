import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { STATUS_ORDER } from '#shared/documents/document-order';
import type { DocumentRow } from '#shared/documents/document-api';
import { shownStatus } from '#shared/documents/document-display';
import type { DataColumn } from '#web/components/DataTable.tsx';
import { usDate } from '#web/components/format.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { documentText as t } from './strings.ts';
import type { DocumentActions } from './use-document-actions.tsx';

/** Expired first, then by date: the order the Document Manager opens with, as one sort key. */
const urgencyKey = (row: DocumentRow) => `${STATUS_ORDER.indexOf(row.status)}-${row.expDate ?? '9999-12-31'}`;

export function documentColumns(actions: DocumentActions, options: { owner: boolean; domicile: boolean }): DataColumn<DocumentRow>[] {
  const columns: DataColumn<DocumentRow>[] = [
    { id: 'status', header: t.status, cell: (r) => <StatusBadge status={shownStatus(r)} />, sortKey: urgencyKey, text: (r) => t.statuses[shownStatus(r)], minWidth: 130 },
    { id: 'expDate', header: t.expDate, cell: (r) => usDate(r.expDate ?? null), sortKey: (r) => r.expDate ?? '9999-12-31', minWidth: 120 },
  ];
  if (options.owner) {
    columns.push({ id: 'owner', header: t.owner, cell: (r) => `${t.ownerKinds[r.ownerKind]} ${r.ownerName}`, sortKey: (r) => `${r.ownerKind} ${r.ownerName}`, minWidth: 160 });
  }
  columns.push(
    { id: 'kind', header: t.kind, cell: (r) => t.kinds[r.docKind], sortKey: (r) => t.kinds[r.docKind], minWidth: 120 },
    {
      id: 'label',
      header: t.label,
      cell: (r) => (r.source === 'document' ? r.label : <>{r.label}<Box fontSize="body-s" color="text-body-secondary">{t.fromDriverRecord}</Box></>),
      sortKey: (r) => r.label,
      minWidth: 160,
    },
  );
  if (options.domicile) columns.push({ id: 'domicile', header: t.domicile, cell: (r) => r.domicile || '—', sortKey: (r) => r.domicile, minWidth: 100 });
  columns.push({
    id: 'actions',
    header: t.file,
    cell: (r) => (
      <SpaceBetween direction="horizontal" size="xs">
        {r.hasFile && <Button variant="inline-link" onClick={() => actions.open(r)} ariaLabel={`${t.open} ${r.label} ${r.ownerName}`}>{t.open}</Button>}
        {r.documentId ? (
          <ButtonDropdown
            variant="inline-icon"
            ariaLabel={`${r.label} ${r.ownerName}`}
            items={[
              { id: 'replace', text: r.hasFile ? t.replace : t.upload },
              { id: 'edit', text: t.edit },
              { id: 'remove', text: t.remove },
            ]}
            onItemClick={({ detail }) => (detail.id === 'replace' ? actions.upload(r) : detail.id === 'edit' ? actions.edit(r) : actions.remove(r))}
          />
        ) : (
          <Button variant="inline-link" onClick={() => actions.upload(r)} ariaLabel={`${t.upload} ${r.label} ${r.ownerName}`}>{t.upload}</Button>
        )}
      </SpaceBetween>
    ),
    minWidth: 150,
  });
  return columns;
}
