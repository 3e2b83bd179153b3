import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Checkbox from '@cloudscape-design/components/checkbox';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import type { FieldErrors } from '#web/features/payroll/common/field-errors.ts';
import { rulesText as t } from '#web/features/payroll/strings.ts';
import { emptyDraft, type DraftRow, type RowField } from './row-fields.ts';

interface RowsEditorProps {
  fields: RowField[];
  rows: DraftRow[];
  onChange: (rows: DraftRow[]) => void;
  /** Errors keyed like the API's 400, `{prefix}.{row}.{field}`. */
  errors?: FieldErrors;
  prefix?: string;
  addText?: string;
}

/** Rows of a pay table or tier list, each field with the error the schema or the API gave it. */
export function RowsEditor({ fields, rows, onChange, errors = {}, prefix = 'rows', addText }: RowsEditorProps) {
  const set = (index: number, key: string, value: string | boolean) => onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <AttributeEditor<DraftRow>
      items={rows}
      addButtonText={addText ?? t.addRow}
      removeButtonText={t.removeRow}
      empty={t.noRows}
      onAddButtonClick={() => onChange([...rows, emptyDraft(fields)])}
      onRemoveButtonClick={({ detail }) => onChange(rows.filter((_, i) => i !== detail.itemIndex))}
      definition={fields.map((f) => ({
        label: f.label,
        errorText: (_row: DraftRow, index: number) => errors[`${prefix}.${index}.${f.key}`],
        control: (row: DraftRow, index: number) => {
          const value = row[f.key];
          const aria = `${f.label} ${index + 1}`;
          if (f.kind === 'checkbox') return <Checkbox checked={value === true} onChange={({ detail }) => set(index, f.key, detail.checked)} ariaLabel={aria} />;
          if (f.kind === 'select') {
            const text = typeof value === 'string' ? value : '';
            return (
              <Select
                selectedOption={text ? { value: text, label: text } : null}
                options={[...(f.optional ? [{ value: '', label: t.none }] : []), ...(f.options ?? []).map((o) => ({ value: o, label: o }))]}
                onChange={({ detail }) => set(index, f.key, detail.selectedOption.value ?? '')}
                ariaLabel={aria}
                placeholder={f.label}
              />
            );
          }
          return (
            <Input
              value={typeof value === 'string' ? value : ''}
              inputMode={f.kind === 'number' ? 'decimal' : 'text'}
              onChange={({ detail }) => set(index, f.key, detail.value)}
              ariaLabel={aria}
            />
          );
        },
      }))}
    />
  );
}
