import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Toggle from '@cloudscape-design/components/toggle';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string;
  constraint?: string;
  numeric?: boolean;
  disabled?: boolean;
}

/** A labelled input with its error; numbers are typed as text and checked by the schema on save. */
export function TextField({ label, value, onChange, error, description, constraint, numeric, disabled }: TextFieldProps) {
  return (
    <FormField label={label} errorText={error} description={description} constraintText={constraint}>
      <Input value={value} onChange={({ detail }) => onChange(detail.value)} ariaLabel={label} inputMode={numeric ? 'decimal' : 'text'} disabled={disabled ?? false} />
    </FormField>
  );
}

export function CheckField({ label, checked, onChange, description, error }: { label: string; checked: boolean; onChange: (checked: boolean) => void; description?: string; error?: string | undefined }) {
  return (
    <FormField errorText={error}>
      <Checkbox checked={checked} onChange={({ detail }) => onChange(detail.checked)} description={description}>
        {label}
      </Checkbox>
    </FormField>
  );
}

export function ToggleField({ label, checked, onChange, description }: { label: string; checked: boolean; onChange: (checked: boolean) => void; description?: string }) {
  return (
    <Toggle checked={checked} onChange={({ detail }) => onChange(detail.checked)} description={description}>
      {label}
    </Toggle>
  );
}
