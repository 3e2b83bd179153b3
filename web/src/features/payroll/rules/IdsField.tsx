import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import type { LookupOption } from './use-lookup-options.ts';

/** A list of ids: chosen from the lookup when it is available, typed comma-separated otherwise. */
export function IdsField({ label, ids, options, onChange, error, typedHint }: { label: string; ids: string[]; options: LookupOption[] | null; onChange: (ids: string[]) => void; error?: string | undefined; typedHint: string }) {
  if (!options) {
    return (
      <FormField label={label} errorText={error} constraintText={typedHint}>
        <Input value={ids.join(', ')} ariaLabel={label} onChange={({ detail }) => onChange(detail.value.split(',').map((s) => s.trim()).filter(Boolean))} />
      </FormField>
    );
  }
  const known = new Set(options.map((o) => o.value));
  const all = [...options, ...ids.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id }))];
  return (
    <FormField label={label} errorText={error}>
      <Multiselect
        selectedOptions={all.filter((o) => ids.includes(o.value))}
        options={all}
        filteringType="auto"
        placeholder={label}
        ariaLabel={label}
        onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value ?? '').filter(Boolean))}
      />
    </FormField>
  );
}
