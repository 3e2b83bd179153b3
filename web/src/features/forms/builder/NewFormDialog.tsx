import { useMutation } from '@tanstack/react-query';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useState } from 'react';
import { formBody, type FormDetail } from '#shared/forms/form-api';
import { FORM_TYPES, type FormType } from '#shared/forms/form-states';
import { formBuilderApi } from '#web/api/form-builder.ts';
import { TextField } from '#web/components/Fields.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { builderText as t, typeLabels } from './strings.ts';

export const typeOptions = FORM_TYPES.map((type) => ({ value: type, label: typeLabels[type] }));

/** Names a new form; it opens in the builder as a draft without questions. */
export function NewFormDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (form: FormDetail) => void }) {
  const [formName, setFormName] = useState('');
  const [formType, setFormType] = useState<FormType>('Inspection');
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const create = useMutation({ mutationFn: formBuilderApi.create, onSuccess: onCreated });
  const failure = invalid ?? (create.isError ? saveFailureOf(create.error) : null);
  const save = () => {
    const checked = checkFields(formBody, { formName, formType });
    if (!checked.ok) {
      setInvalid({ fields: checked.fields, message: null, conflict: false });
      return;
    }
    setInvalid(null);
    create.mutate(checked.data);
  };
  return (
    <SaveModal header={t.createHeader} size="medium" busy={create.isPending} failure={failure} onSave={save} onClose={onClose}>
      <TextField label={t.name} value={formName} onChange={setFormName} error={failure?.fields.formName} />
      <FormField label={t.type} errorText={failure?.fields.formType}>
        <Select ariaLabel={t.type} selectedOption={typeOptions.find((o) => o.value === formType)!} options={typeOptions} onChange={({ detail }) => setFormType(detail.selectedOption.value as FormType)} />
      </FormField>
    </SaveModal>
  );
}
