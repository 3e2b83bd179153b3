import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { FIELD_STYLES, FIELD_TYPES, formFieldDef, type FieldStyle, type FieldType, type FormFieldDef } from '#shared/forms/form-fields';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { keyFromLabel } from './question-list.ts';
import { builderText as t, fieldTypeLabels, styleLabels } from './strings.ts';

interface Draft {
  fieldId: string;
  label: string;
  category: string;
  style: FieldStyle;
  type: FieldType;
  hint: string;
  required: boolean;
  hidden: boolean;
  remarksOnFail: boolean;
  photoOnFail: boolean;
  outOfServiceOnFail: boolean;
  options: string;
  min: string;
  max: string;
}

function draftOf(field: FormFieldDef | null, category: string): Draft {
  return {
    fieldId: field?.fieldId ?? '', label: field?.label ?? '', category: field?.category ?? category, style: field?.style ?? 'Pass / Fail', type: field?.type ?? 'Tractor',
    hint: field?.hint ?? '', required: field?.required ?? true, hidden: field?.hidden ?? false, remarksOnFail: field?.remarksOnFail ?? true,
    photoOnFail: field?.photoOnFail ?? false, outOfServiceOnFail: field?.outOfServiceOnFail ?? false, options: (field?.options ?? []).join('\n'),
    min: field?.min === undefined ? '' : String(field.min), max: field?.max === undefined ? '' : String(field.max),
  };
}

const number = (text: string) => (text.trim() === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text);

/** Only the options that apply to the answer kind are sent, so a question never carries a stale setting. */
function questionOf(d: Draft, taken: readonly string[]): Record<string, unknown> {
  const passFail = d.style === 'Pass / Fail';
  return {
    fieldId: d.fieldId.trim() || keyFromLabel(d.label, taken), label: d.label, category: d.category.trim() || 'General', style: d.style, type: d.type,
    ...(d.hint.trim() ? { hint: d.hint } : {}), required: d.required, hidden: d.hidden,
    remarksOnFail: passFail && d.remarksOnFail, photoOnFail: passFail && d.photoOnFail, outOfServiceOnFail: passFail && d.outOfServiceOnFail,
    ...(d.style === 'Select' ? { options: d.options.split('\n').map((o) => o.trim()).filter(Boolean) } : {}),
    ...(d.style === 'Number' ? Object.fromEntries(Object.entries({ min: number(d.min), max: number(d.max) }).filter(([, v]) => v !== undefined)) : {}),
  };
}

interface QuestionEditorProps {
  question: FormFieldDef | null;
  /** Keys of the form's other questions. */
  otherKeys: readonly string[];
  defaultCategory: string;
  /** Errors the API named on this question (`options`, `min`…). */
  serverErrors: Record<string, string>;
  onClose: () => void;
  onDone: (question: FormFieldDef) => void;
}

/** A question in a dialog, each option shown only for the answer kind it applies to. */
export function QuestionEditor({ question, otherKeys, defaultCategory, serverErrors, onClose, onDone }: QuestionEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(question, defaultCategory));
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const errors = invalid?.fields ?? serverErrors;
  const done = () => {
    const value = questionOf(draft, otherKeys);
    const checked = checkFields(formFieldDef, value);
    const fields = checked.ok ? {} : { ...checked.fields };
    if (otherKeys.includes(String(value.fieldId))) fields.fieldId = t.duplicateKey;
    if (!checked.ok || Object.keys(fields).length > 0) {
      setInvalid({ fields, message: t.fixFields, conflict: false });
      return;
    }
    if (checked.ok) onDone(checked.data);
  };
  const styleOptions = FIELD_STYLES.map((s) => ({ value: s, label: styleLabels[s] }));
  const typeOptions = FIELD_TYPES.map((s) => ({ value: s, label: fieldTypeLabels[s] }));
  return (
    <SaveModal header={question ? t.editQuestion : t.addQuestion} busy={false} failure={invalid} onSave={done} onClose={onClose}>
      <TextField label={t.label} value={draft.label} onChange={set('label')} error={errors.label} />
      <ColumnLayout columns={3}>
        <FormField label={t.style} errorText={errors.style}>
          <Select ariaLabel={t.style} selectedOption={styleOptions.find((o) => o.value === draft.style)!} options={styleOptions} onChange={({ detail }) => set('style')(detail.selectedOption.value as FieldStyle)} />
        </FormField>
        <TextField label={t.category} value={draft.category} onChange={set('category')} error={errors.category} />
        <FormField label={t.aboutType} errorText={errors.type} description={t.aboutTypeHint}>
          <Select ariaLabel={t.aboutType} selectedOption={typeOptions.find((o) => o.value === draft.type)!} options={typeOptions} onChange={({ detail }) => set('type')(detail.selectedOption.value as FieldType)} />
        </FormField>
      </ColumnLayout>
      <TextField label={t.fieldId} value={draft.fieldId} onChange={set('fieldId')} error={errors.fieldId} constraint={t.fieldIdHint} />
      <TextField label={t.hint} value={draft.hint} onChange={set('hint')} error={errors.hint} />
      <SpaceBetween size="xxs" direction="horizontal">
        <CheckField label={t.required} checked={draft.required} onChange={set('required')} />
        <CheckField label={t.hidden} checked={draft.hidden} onChange={set('hidden')} />
      </SpaceBetween>
      {draft.style === 'Pass / Fail' && (
        <SpaceBetween size="xxs">
          <CheckField label={t.remarksOnFail} checked={draft.remarksOnFail} onChange={set('remarksOnFail')} />
          <CheckField label={t.photoOnFail} checked={draft.photoOnFail} onChange={set('photoOnFail')} />
          <CheckField label={t.outOfServiceOnFail} checked={draft.outOfServiceOnFail} onChange={set('outOfServiceOnFail')} />
        </SpaceBetween>
      )}
      {draft.style === 'Select' && (
        <FormField label={t.options} errorText={errors.options ?? Object.entries(errors).find(([k]) => k.startsWith('options.'))?.[1]}>
          <Textarea ariaLabel={t.options} value={draft.options} rows={5} onChange={({ detail }) => set('options')(detail.value)} />
        </FormField>
      )}
      {draft.style === 'Number' && (
        <ColumnLayout columns={2}>
          <TextField label={t.min} value={draft.min} onChange={set('min')} error={errors.min} numeric />
          <TextField label={t.max} value={draft.max} onChange={set('max')} error={errors.max} numeric />
        </ColumnLayout>
      )}
    </SaveModal>
  );
}
