import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FieldErrors } from '#web/features/payroll/common/field-errors.ts';
import { CheckField, TextField } from '#web/components/Fields.tsx';
import { bonusText as t } from '#web/features/payroll/strings.ts';
import type { BonusDraft } from './bonus-draft.ts';

/** When a driver qualifies: tenure, and miles (the button's range or the enforced eligibility range). */
export function BonusEligibilitySection({ draft, set, errors }: { draft: BonusDraft; set: (patch: Partial<BonusDraft>) => void; errors: FieldErrors }) {
  return (
    <SpaceBetween size="m">
      <ColumnLayout columns={3}>
        <TextField label={t.tenureMinDays} value={draft.tenureMinDays} onChange={(tenureMinDays) => set({ tenureMinDays })} error={errors.tenureMinDays} numeric />
        <TextField label={t.mileageMin} value={draft.mileageMin} onChange={(mileageMin) => set({ mileageMin })} error={errors.mileageMin} numeric disabled={draft.payAllMiles || draft.enforceMileage} />
        <TextField label={t.mileageMax} value={draft.mileageMax} onChange={(mileageMax) => set({ mileageMax })} error={errors.mileageMax} constraint={t.mileageHint} numeric disabled={draft.payAllMiles || draft.enforceMileage} />
      </ColumnLayout>
      <CheckField label={t.payAllMiles} checked={draft.payAllMiles} onChange={(payAllMiles) => set({ payAllMiles })} error={errors.payAllMiles} />
      <CheckField label={t.enforceMileage} checked={draft.enforceMileage} onChange={(enforceMileage) => set({ enforceMileage })} error={errors['eligibility.enforceMileage']} />
      {draft.enforceMileage && (
        <ColumnLayout columns={3}>
          <TextField label={t.minMiles} value={draft.minMiles} onChange={(minMiles) => set({ minMiles })} error={errors['eligibility.minMiles']} numeric />
          <TextField label={t.maxMiles} value={draft.maxMiles} onChange={(maxMiles) => set({ maxMiles })} error={errors['eligibility.maxMiles']} numeric />
        </ColumnLayout>
      )}
    </SpaceBetween>
  );
}
