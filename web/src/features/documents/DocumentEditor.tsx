import { useMutation } from '@tanstack/react-query';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { KINDS_OF_OWNER, OWNER_KINDS, type DocKind, type OwnerKind } from '#shared/documents/doc-kinds';
import { documentCreateBody, documentUpdateBody, documentUploadBody, type DocumentRow } from '#shared/documents/document-api';
import { TYPED_DATE_FORMATS, usDateOf } from '#shared/validation/typed-date';
import { createDocument, replaceDocumentFile, updateDocument, uploadDocumentFile } from '#web/api/documents.ts';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { documentText as t } from './strings.ts';

/** What the dialog does: add a document (to a fixed owner or one chosen here), edit one, or give it a new file. */
export type EditorMode =
  | { kind: 'add'; owner?: { kind: OwnerKind; id: string }; draft?: Partial<Draft> }
  | { kind: 'edit'; row: DocumentRow }
  | { kind: 'replace'; row: DocumentRow };

interface Draft {
  ownerKind: OwnerKind;
  ownerId: string;
  docKind: DocKind;
  label: string;
  expDate: string;
}

function initialDraft(mode: EditorMode): Draft {
  if (mode.kind !== 'add') return { ownerKind: mode.row.ownerKind, ownerId: mode.row.ownerId, docKind: mode.row.docKind, label: mode.row.label, expDate: mode.row.expDate ? usDateOf(mode.row.expDate) : '' };
  const ownerKind = mode.owner?.kind ?? 'tractor';
  const docKind = KINDS_OF_OWNER[ownerKind][0]!;
  return { ownerKind, ownerId: mode.owner?.id ?? '', docKind, label: t.kinds[docKind], expDate: '', ...mode.draft };
}

const option = <V extends string>(value: V, label: string) => ({ value, label });

export function DocumentEditor({ mode, onClose, onSaved }: { mode: EditorMode; onClose: () => void; onSaved: () => void }) {
  const [draft, setDraft] = useState(() => initialDraft(mode));
  const [files, setFiles] = useState<File[]>([]);
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const file = files[0];

  const save = useMutation({
    mutationFn: async () => {
      if (mode.kind === 'edit') {
        return updateDocument(mode.row.documentId!, { docKind: draft.docKind, label: draft.label, expDate: draft.expDate || null, version: mode.row.version ?? 1 });
      }
      const fileKey = file ? await uploadDocumentFile(file) : undefined;
      if (mode.kind === 'replace') return replaceDocumentFile(mode.row.documentId!, fileKey!, mode.row.version ?? 1);
      return createDocument({
        ownerKind: draft.ownerKind,
        ...(draft.ownerKind === 'company' ? {} : { ownerId: draft.ownerId.trim() }),
        docKind: draft.docKind,
        label: draft.label,
        ...(draft.expDate ? { expDate: draft.expDate } : {}),
        ...(fileKey ? { fileKey } : {}),
      });
    },
    onSuccess: onSaved,
  });

  const submit = () => {
    const fields: Record<string, string> = {};
    if (file) {
      const checked = checkFields(documentUploadBody, { fileName: file.name, fileType: file.type, fileSize: file.size });
      if (!checked.ok) Object.assign(fields, { file: Object.values(checked.fields)[0] ?? t.fileHint });
    } else if (mode.kind === 'replace') fields.file = t.fileRequired;
    if (mode.kind === 'add') {
      const checked = checkFields(documentCreateBody, { ownerKind: draft.ownerKind, ...(draft.ownerKind === 'company' ? {} : { ownerId: draft.ownerId.trim() }), docKind: draft.docKind, label: draft.label, ...(draft.expDate ? { expDate: draft.expDate } : {}) });
      if (!checked.ok) Object.assign(fields, checked.fields);
    }
    if (mode.kind === 'edit') {
      const checked = checkFields(documentUpdateBody, { docKind: draft.docKind, label: draft.label, expDate: draft.expDate || null, version: 1 });
      if (!checked.ok) Object.assign(fields, checked.fields);
    }
    if (Object.keys(fields).length > 0) {
      save.reset();
      setInvalid({ fields, message: null, conflict: false });
      return;
    }
    setInvalid(null);
    save.mutate();
  };

  const failure = invalid ?? (save.isError ? saveFailureOf(save.error) : null);
  const errors = failure?.fields ?? {};
  const header = mode.kind === 'add' ? t.addHeader : mode.kind === 'edit' ? t.editHeader(mode.row.label) : t.replaceHeader(mode.row.label);
  const ownerFixed = mode.kind !== 'add' || mode.owner !== undefined;

  return (
    <SaveModal header={header} busy={save.isPending} failure={failure} onSave={submit} onClose={onClose} size="medium">
      <SpaceBetween size="m">
        {mode.kind === 'add' && !ownerFixed && (
          <>
            <FormField label={t.ownerKind} errorText={errors.ownerKind}>
              <Select
                selectedOption={option(draft.ownerKind, t.ownerKinds[draft.ownerKind])}
                options={OWNER_KINDS.map((k) => option(k, t.ownerKinds[k]))}
                onChange={({ detail }) => {
                  const ownerKind = detail.selectedOption.value as OwnerKind;
                  const docKind = KINDS_OF_OWNER[ownerKind][0]!;
                  set({ ownerKind, docKind, label: t.kinds[docKind] });
                }}
                ariaLabel={t.ownerKind}
              />
            </FormField>
            {draft.ownerKind !== 'company' && (
              <FormField label={t.ownerIds[draft.ownerKind]} errorText={errors.ownerId}>
                <Input value={draft.ownerId} onChange={({ detail }) => set({ ownerId: detail.value })} ariaLabel={t.ownerIds[draft.ownerKind]} />
              </FormField>
            )}
          </>
        )}
        {mode.kind !== 'replace' && (
          <>
            <FormField label={t.kind} errorText={errors.docKind}>
              <Select
                selectedOption={option(draft.docKind, t.kinds[draft.docKind])}
                options={KINDS_OF_OWNER[draft.ownerKind].map((k) => option(k, t.kinds[k]))}
                onChange={({ detail }) => {
                  const docKind = detail.selectedOption.value as DocKind;
                  set({ docKind, ...(draft.label === t.kinds[draft.docKind] ? { label: t.kinds[docKind] } : {}) });
                }}
                ariaLabel={t.kind}
              />
            </FormField>
            <FormField label={t.label} errorText={errors.label}>
              <Input value={draft.label} onChange={({ detail }) => set({ label: detail.value })} ariaLabel={t.label} />
            </FormField>
            <FormField label={t.expDate} description={t.expDateHint} errorText={errors.expDate}>
              {/* A typed field, not the date picker: its input moves an impossible date to a real one (2027/02/30 → 02/28). */}
              <Input value={draft.expDate} placeholder={TYPED_DATE_FORMATS} onChange={({ detail }) => set({ expDate: detail.value })} ariaLabel={t.expDate} />
            </FormField>
          </>
        )}
        {mode.kind !== 'edit' && (
          <FormField label={t.file} description={t.fileHint} errorText={errors.file ?? errors.fileKey ?? errors.fileType ?? errors.fileSize}>
            <FileUpload
              value={files}
              onChange={({ detail }) => setFiles(detail.value)}
              accept="application/pdf,image/jpeg,image/png"
              i18nStrings={{ uploadButtonText: () => t.chooseFile, dropzoneText: () => t.chooseFile, removeFileAriaLabel: () => t.remove, limitShowFewer: '', limitShowMore: '', errorIconAriaLabel: '' }}
            />
          </FormField>
        )}
      </SpaceBetween>
    </SaveModal>
  );
}
