import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import type { OwnerKind } from '#shared/documents/doc-kinds';
import { listDocuments } from '#web/api/documents.ts';
import { DataTable } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { documentColumns } from './document-columns.tsx';
import { documentKeys } from './query-keys.ts';
import { documentText as t } from './strings.ts';
import { useDocumentActions } from './use-document-actions.tsx';

/**
 * One owner's documents (the company, a tractor or a driver) with their status, for the tractor detail
 * and the driver file: open each in the viewer, add, give a new file, edit and delete (roles 1 to 4).
 */
export function OwnerDocumentsSection({ owner }: { owner: { kind: OwnerKind; id: string } }) {
  const load = useQuery({ queryKey: documentKeys.owner(owner.kind, owner.id), queryFn: () => listDocuments(owner) });
  const { actions, dialogs } = useDocumentActions();
  const columns = documentColumns(actions, { owner: false, domicile: false });
  return (
    <>
      <Loaded query={load} feature={t.documents}>
        {({ documents }) => (
          <DataTable
            items={documents}
            columns={columns}
            trackBy="rowKey"
            header={<Header variant="h2" counter={`(${documents.length})`} actions={<Button onClick={() => actions.add(owner)}>{t.add}</Button>}>{t.documents}</Header>}
            empty={t.empty}
            ariaLabel={t.documents}
          />
        )}
      </Loaded>
      {dialogs}
    </>
  );
}
