import { useMutation } from '@tanstack/react-query';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { useState } from 'react';
import { entryBody, type AddressBookKind, type EntryBody } from '#shared/address-book/address-book-api';
import { formatPhone } from '#shared/validation/us-phone';
import { addressBookApi, type AddressBookEntry } from '#web/api/address-book.ts';
import { TextField } from '#web/components/Fields.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { addressBookText as t } from './strings.ts';

interface EntryEditorProps {
  kind: AddressBookKind;
  entry: AddressBookEntry | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits one entry; the server normalizes it (vendor names in capitals, phone digits, e-mails trimmed). */
export function EntryEditor({ kind, entry, onClose, onSaved }: EntryEditorProps) {
  const [draft, setDraft] = useState({
    name: entry?.name ?? '',
    phone: entry?.phone ? formatPhone(entry.phone) : '',
    emails: entry?.emails.join(', ') ?? '',
    street: entry?.street ?? '',
    city: entry?.city ?? '',
    state: entry?.state ?? '',
    zip: entry?.zip ?? '',
    notes: entry?.notes ?? '',
  });
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({
    mutationFn: (body: EntryBody) => (entry ? addressBookApi.update(entry.entryId, body) : addressBookApi.create(body)),
    onSuccess: onSaved,
  });
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);
  const errors = failure?.fields ?? {};
  const set = (field: keyof typeof draft) => (value: string) => setDraft({ ...draft, [field]: value });

  const save = () => {
    const checked = checkFields(entryBody, { ...draft, kind, emails: draft.emails.split(/[,;\s]+/), ...(entry ? { version: entry.version } : {}) });
    if (!checked.ok) return setInvalid({ fields: checked.fields, message: null, conflict: false });
    setInvalid(null);
    mutation.mutate(checked.data);
  };

  return (
    <SaveModal header={entry ? t.editHeader(entry.name) : t.addHeader(kind)} busy={mutation.isPending} failure={failure} onSave={save} onClose={onClose} size="medium">
      <TextField label={t.name} value={draft.name} onChange={set('name')} error={errors.name} {...(kind === 'vendor' ? { constraint: t.vendorHint } : {})} />
      <TextField label={t.phone} value={draft.phone} onChange={set('phone')} error={errors.phone} />
      <TextField label={t.emails} value={draft.emails} onChange={set('emails')} error={errors.emails} constraint={t.emailsHint} />
      <TextField label={t.street} value={draft.street} onChange={set('street')} error={errors.street} />
      <ColumnLayout columns={3}>
        <TextField label={t.city} value={draft.city} onChange={set('city')} error={errors.city} />
        <TextField label={t.state} value={draft.state} onChange={set('state')} error={errors.state} />
        <TextField label={t.zip} value={draft.zip} onChange={set('zip')} error={errors.zip} />
      </ColumnLayout>
      <TextField label={t.notes} value={draft.notes} onChange={set('notes')} error={errors.notes} />
    </SaveModal>
  );
}
