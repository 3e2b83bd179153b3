import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ADJUSTMENT_KINDS, ADJUSTMENT_RECURRENCES } from '#shared/payroll-api/adjustments';
import type { FieldErrors } from '#web/features/payroll/common/field-errors.ts';
import { DateField } from '#web/components/DateField.tsx';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import type { LookupOption } from '#web/features/payroll/rules/use-lookup-options.ts';
import { adjustmentText as t } from '#web/features/payroll/strings.ts';
import type { AdjustmentDraft } from './adjustment-draft.ts';

/** One driver from the driver lookup, or typed by DriverID when the lookup is not available. */
function DriverSelect({ driverId, drivers, onChange, error }: { driverId: string; drivers: LookupOption[] | null; onChange: (id: string) => void; error?: string | undefined }) {
  if (!drivers) return <TextField label={t.driverTyped} value={driverId} onChange={onChange} error={error} />;
  return (
    <FormField label={t.driver} errorText={error}>
      <Select
        selectedOption={drivers.find((d) => d.value === driverId) ?? null}
        options={drivers}
        filteringType="auto"
        placeholder={t.chooseDriver}
        ariaLabel={t.driver}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}

/** A deduction or reimbursement for one driver; who, kind, repeat and start are fixed once created. */
export function AdjustmentForm({ draft, onChange, errors, drivers, editing }: { draft: AdjustmentDraft; onChange: (d: AdjustmentDraft) => void; errors: FieldErrors; drivers: LookupOption[] | null; editing: boolean }) {
  const set = (patch: Partial<AdjustmentDraft>) => onChange({ ...draft, ...patch });
  return (
    <SpaceBetween size="m">
      {!editing && (
        <DriverSelect driverId={draft.DriverID} drivers={drivers} onChange={(DriverID) => set({ DriverID })} error={errors.DriverID} />
      )}
      <ColumnLayout columns={2}>
        <FormField label={t.kind} errorText={errors.kind}>
          <RadioGroup value={draft.kind} onChange={({ detail }) => !editing && set({ kind: detail.value as AdjustmentDraft['kind'] })} items={ADJUSTMENT_KINDS.map((k) => ({ value: k, label: t.kinds[k] ?? k, disabled: editing }))} />
        </FormField>
        <FormField label={t.recurrence} errorText={errors.recurrence}>
          <RadioGroup value={draft.recurrence} onChange={({ detail }) => !editing && set({ recurrence: detail.value as AdjustmentDraft['recurrence'] })} items={ADJUSTMENT_RECURRENCES.map((r) => ({ value: r, label: t.recurrences[r] ?? r, disabled: editing }))} />
        </FormField>
        <TextField label={t.label} value={draft.label} onChange={(label) => set({ label })} error={errors.label} />
        <TextField label={t.amount} value={draft.amount} onChange={(amount) => set({ amount })} error={errors.amount} numeric />
        <DateField label={t.start} value={draft.startWeekEnding} onChange={(startWeekEnding) => set({ startWeekEnding })} error={errors.startWeekEnding} description={t.startHint} disabled={editing} />
        {draft.recurrence === 'weekly' && <DateField label={t.end} value={draft.endWeekEnding} onChange={(endWeekEnding) => set({ endWeekEnding })} error={errors.endWeekEnding} description={t.endHint} />}
      </ColumnLayout>
      <TextField label={t.note} value={draft.note} onChange={(note) => set({ note })} error={errors.note} />
      <CheckField label={t.active} checked={draft.active} onChange={(active) => set({ active })} error={errors.active} />
    </SpaceBetween>
  );
}
