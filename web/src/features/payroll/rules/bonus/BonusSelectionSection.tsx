import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FieldErrors } from '#web/features/payroll/common/field-errors.ts';
import { CheckField } from '#web/components/Fields.tsx';
import { bonusText as t } from '#web/features/payroll/strings.ts';
import { IdsField } from '#web/features/payroll/rules/IdsField.tsx';
import type { LookupOptions } from '#web/features/payroll/rules/use-lookup-options.ts';
import type { BonusDraft } from './bonus-draft.ts';

/** Who the button applies to: everyone, or drivers, domiciles and tractors matched any/all. */
export function BonusSelectionSection({ draft, set, errors, lookups }: { draft: BonusDraft; set: (patch: Partial<BonusDraft>) => void; errors: FieldErrors; lookups: LookupOptions }) {
  return (
    <SpaceBetween size="m">
      <CheckField label={t.applyToAll} checked={draft.applyToAll} onChange={(applyToAll) => set({ applyToAll })} error={errors.applyToAll} />
      {!draft.applyToAll && (
        <>
          <FormField label={t.matchStrategy} errorText={errors.matchStrategy}>
            <RadioGroup
              value={draft.matchStrategy}
              onChange={({ detail }) => set({ matchStrategy: detail.value === 'all' ? 'all' : 'any' })}
              items={[
                { value: 'any', label: t.matchAny },
                { value: 'all', label: t.matchAll },
              ]}
            />
          </FormField>
          <ColumnLayout columns={3}>
            <IdsField label={t.driverIds} ids={draft.driverIds} options={lookups.drivers} onChange={(driverIds) => set({ driverIds })} error={errors.driverIds} typedHint={t.idsHint} />
            <IdsField label={t.domicileIds} ids={draft.domicileIds} options={lookups.domiciles} onChange={(domicileIds) => set({ domicileIds })} error={errors.domicileIds} typedHint={t.idsHint} />
            <IdsField label={t.tractorIds} ids={draft.tractorIds} options={lookups.tractors} onChange={(tractorIds) => set({ tractorIds })} error={errors.tractorIds} typedHint={t.idsHint} />
          </ColumnLayout>
        </>
      )}
    </SpaceBetween>
  );
}
