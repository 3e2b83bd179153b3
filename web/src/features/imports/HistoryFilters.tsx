import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { IMPORT_STATUSES, type ImportStatus } from '#shared/imports/api';
import type { ImportType } from '#shared/imports/import-types';
import { IMPORT_TYPE_DEFS } from '#shared/imports/type-defs';
import type { HistoryFilter } from '#web/api/imports.ts';
import { DateField } from '#web/components/DateField.tsx';
import type { TypedDay } from '#web/components/typed-day.ts';
import { importText as t } from './strings.ts';

const ALL = '';

/** Type, status and date range of the history; every change asks the server again. */
export function HistoryFilters({ types, filter, onChange }: { types: ImportType[]; filter: HistoryFilter; onChange: (filter: HistoryFilter) => void }) {
  const typeOptions = [{ value: ALL, label: t.history.allTypes }, ...types.map((k) => ({ value: k, label: IMPORT_TYPE_DEFS[k].label }))];
  const statusOptions = [{ value: ALL, label: t.history.allStatuses }, ...IMPORT_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))];
  const set = (key: keyof HistoryFilter, value: string) => {
    const next: HistoryFilter = { ...filter };
    if (value) Object.assign(next, { [key]: value });
    else delete next[key];
    onChange(next);
  };
  // A date being typed is kept here and asked for only once it is a whole date (or cleared).
  const [typed, setTyped] = useState<{ from?: TypedDay; to?: TypedDay }>({});
  const setDate = (key: 'from' | 'to', day: TypedDay) => {
    setTyped((d) => ({ ...d, [key]: day }));
    if (day !== null) set(key, day);
  };
  return (
    <SpaceBetween size="s" direction="horizontal" alignItems="end">
      <FormField label={t.history.type}>
        <Select selectedOption={typeOptions.find((o) => o.value === (filter.importType ?? ALL)) ?? typeOptions[0]!} onChange={({ detail }) => set('importType', detail.selectedOption.value ?? ALL)} options={typeOptions} />
      </FormField>
      <FormField label={t.history.status}>
        <Select selectedOption={statusOptions.find((o) => o.value === ((filter.status as ImportStatus | undefined) ?? ALL)) ?? statusOptions[0]!} onChange={({ detail }) => set('status', detail.selectedOption.value ?? ALL)} options={statusOptions} />
      </FormField>
      <DateField label={t.history.from} value={typed.from !== undefined ? typed.from : (filter.from ?? '')} onChange={(day) => setDate('from', day)} />
      <DateField label={t.history.to} value={typed.to !== undefined ? typed.to : (filter.to ?? '')} onChange={(day) => setDate('to', day)} />
      <Button onClick={() => { setTyped({}); onChange({}); }} disabled={Object.keys(filter).length === 0}>{t.history.clear}</Button>
    </SpaceBetween>
  );
}
