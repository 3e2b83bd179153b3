import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OwnerKind } from '#shared/documents/doc-kinds';
import type { DocumentRow } from '#shared/documents/document-api';
import { usDateOf } from '#shared/validation/typed-date';
import { deleteDocument } from '#web/api/documents.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DocumentEditor, type EditorMode } from './DocumentEditor.tsx';
import { documentKeys } from './query-keys.ts';
import { documentText as t } from './strings.ts';
import { viewerPath } from './viewer-link.ts';

/**
 * What staff do with a document row, shared by the Document Manager and an owner's section: open it in
 * the viewer, add, edit, give it a new file, delete. A driver-record row (no document yet) is uploaded
 * as that driver's CDL or medical card with the record's date.
 */
export function useDocumentActions() {
  const queries = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState<EditorMode | null>(null);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const changed = () => queries.invalidateQueries({ queryKey: documentKeys.all });
  const remove = useMutation({ mutationFn: deleteDocument, onSuccess: changed });

  const actions = {
    open: (row: DocumentRow) => row.documentId && navigate(viewerPath(row.documentId, `${location.pathname}${location.search}`)),
    add: (owner?: { kind: OwnerKind; id: string }) => setEditing({ kind: 'add', ...(owner ? { owner } : {}) }),
    edit: (row: DocumentRow) => setEditing({ kind: 'edit', row }),
    upload: (row: DocumentRow) =>
      row.documentId
        ? setEditing({ kind: 'replace', row })
        : setEditing({ kind: 'add', owner: { kind: row.ownerKind, id: row.ownerId }, draft: { docKind: row.docKind, label: row.label, expDate: row.expDate ? usDateOf(row.expDate) : '' } }),
    remove: (row: DocumentRow) => setDeleting(row),
  };

  const dialogs = (
    <>
      {editing && (
        <DocumentEditor
          mode={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
      {deleting?.documentId && (
        <ConfirmDialog header={t.removeHeader} action={t.remove} onClose={() => setDeleting(null)} onConfirm={async () => void (await remove.mutateAsync(deleting.documentId!))}>
          {t.removeConfirm(deleting.label, deleting.ownerName)}
        </ConfirmDialog>
      )}
    </>
  );
  return { actions, dialogs };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>['actions'];
