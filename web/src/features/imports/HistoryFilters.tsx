import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { IMPORT_STATUSES, type ImportStatus } from '#shared/imports/api';
import type { ImportType } from '#shared/imports/import-types';
import { IMPORT_TYPE_DEFS } from '#shared/imports/type-defs';
import type { HistoryFilter } from '#web/api/imports.ts';
import { importText as t } from './strings.ts';
import { componentText } from '#web/components/strings.ts';

const ALL = '';
const FULL_DATE = /^\d{4}-\d{2}-\d{2}$/;

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
  // A date being typed is kept here and asked for only once it is a whole date.
  const [typed, setTyped] = useState<{ from?: string; to?: string }>({});
  const setDate = (key: 'from' | 'to', value: string) => {
    setTyped((d) => ({ ...d, [key]: value }));
    if (value === '' || FULL_DATE.test(value)) set(key, value);
  };
  return (
    <SpaceBetween size="s" direction="horizontal" alignItems="end">
      <FormField label={t.history.type}>
        <Select selectedOption={typeOptions.find((o) => o.value === (filter.importType ?? ALL)) ?? typeOptions[0]!} onChange={({ detail }) => set('importType', detail.selectedOption.value ?? ALL)} options={typeOptions} />
      </FormField>
      <FormField label={t.history.status}>
        <Select selectedOption={statusOptions.find((o) => o.value === ((filter.status as ImportStatus | undefined) ?? ALL)) ?? statusOptions[0]!} onChange={({ detail }) => set('status', detail.selectedOption.value ?? ALL)} options={statusOptions} />
      </FormField>
      <FormField label={t.history.from}>
        <DatePicker value={typed.from ?? filter.from ?? ''} onChange={({ detail }) => setDate('from', detail.value)} placeholder={t.history.datePlaceholder} openCalendarAriaLabel={componentText.openCalendar(t.history.from)} />
      </FormField>
      <FormField label={t.history.to}>
        <DatePicker value={typed.to ?? filter.to ?? ''} onChange={({ detail }) => setDate('to', detail.value)} placeholder={t.history.datePlaceholder} openCalendarAriaLabel={componentText.openCalendar(t.history.to)} />
      </FormField>
      <Button onClick={() => { setTyped({}); onChange({}); }} disabled={Object.keys(filter).length === 0}>{t.history.clear}</Button>
    </SpaceBetween>
  );
}
