import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { FieldErrors } from '#web/features/payroll/common/field-errors.ts';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { rulesText as t } from '#web/features/payroll/strings.ts';
import type { DraftRow, RowField } from './row-fields.ts';

/** One record's fields laid out in columns, each with the error the schema or the API named for it. */
export function ScalarFields({ fields, draft, onChange, errors, columns = 3, disabled = [] }: { fields: RowField[]; draft: DraftRow; onChange: (draft: DraftRow) => void; errors: FieldErrors; columns?: number; disabled?: string[] }) {
  const set = (key: string, value: string | boolean) => onChange({ ...draft, [key]: value });
  return (
    <ColumnLayout columns={columns}>
      {fields.map((f) => {
        const value = draft[f.key];
        if (f.kind === 'checkbox') return <CheckField key={f.key} label={f.label} checked={value === true} onChange={(v) => set(f.key, v)} error={errors[f.key]} />;
        if (f.kind === 'select') {
          const text = typeof value === 'string' ? value : '';
          return (
            <FormField key={f.key} label={f.label} errorText={errors[f.key]}>
              <Select
                selectedOption={text ? { value: text, label: text } : null}
                options={[...(f.optional ? [{ value: '', label: t.none }] : []), ...(f.options ?? []).map((o) => ({ value: o, label: o }))]}
                onChange={({ detail }) => set(f.key, detail.selectedOption.value ?? '')}
                ariaLabel={f.label}
              />
            </FormField>
          );
        }
        return (
          <TextField
            key={f.key}
            label={f.label}
            value={typeof value === 'string' ? value : ''}
            onChange={(v) => set(f.key, v)}
            error={errors[f.key]}
            numeric={f.kind === 'number'}
            disabled={disabled.includes(f.key)}
            {...(f.hint ? { constraint: f.hint } : {})}
          />
        );
      })}
    </ColumnLayout>
  );
}
