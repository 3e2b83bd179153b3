import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FieldErrors } from '#web/features/payroll/common/field-errors.ts';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { bonusText as t } from '#web/features/payroll/strings.ts';
import type { LookupOptions } from '#web/features/payroll/rules/use-lookup-options.ts';
import { BonusAmountSection } from './BonusAmountSection.tsx';
import type { BonusDraft } from './bonus-draft.ts';
import { BonusEligibilitySection } from './BonusEligibilitySection.tsx';
import { BonusSelectionSection } from './BonusSelectionSection.tsx';

type Flag = 'taxable' | 'payable' | 'bonus' | 'incentive' | 'autopay' | 'includeTripEarnings';
const FLAGS: Flag[] = ['taxable', 'payable', 'bonus', 'incentive', 'autopay', 'includeTripEarnings'];

/** Every normalised field of a bonus button (spec part 2 §3), controlled by the caller. */
export function BonusButtonForm({ draft, onChange, errors, lookups }: { draft: BonusDraft; onChange: (draft: BonusDraft) => void; errors: FieldErrors; lookups: LookupOptions }) {
  const set = (patch: Partial<BonusDraft>) => onChange({ ...draft, ...patch });
  return (
    <SpaceBetween size="l">
      <ExpandableSection headerText={t.sections.basics} defaultExpanded variant="container">
        <ColumnLayout columns={3}>
          <TextField label={t.label} value={draft.label} onChange={(label) => set({ label })} error={errors.label} />
          <TextField label={t.hint} value={draft.hint} onChange={(hint) => set({ hint })} error={errors.hint} />
          <TextField label={t.categories} value={draft.categories} onChange={(categories) => set({ categories })} error={errors.categories} constraint={t.categoriesHint} />
        </ColumnLayout>
      </ExpandableSection>
      <ExpandableSection headerText={t.sections.amount} defaultExpanded variant="container">
        <BonusAmountSection draft={draft} set={set} errors={errors} />
      </ExpandableSection>
      <ExpandableSection headerText={t.sections.eligibility} defaultExpanded variant="container">
        <BonusEligibilitySection draft={draft} set={set} errors={errors} />
      </ExpandableSection>
      <ExpandableSection headerText={t.sections.selection} defaultExpanded variant="container">
        <BonusSelectionSection draft={draft} set={set} errors={errors} lookups={lookups} />
      </ExpandableSection>
      <ExpandableSection headerText={t.sections.flags} defaultExpanded variant="container">
        <ColumnLayout columns={3}>
          {FLAGS.map((flag) => (
            <CheckField
              key={flag}
              label={t[flag]}
              checked={draft[flag]}
              onChange={(checked) => set({ [flag]: checked })}
              error={errors[flag]}
              {...(flag === 'includeTripEarnings' ? { description: t.includeTripEarningsHint } : {})}
            />
          ))}
        </ColumnLayout>
      </ExpandableSection>
    </SpaceBetween>
  );
}
