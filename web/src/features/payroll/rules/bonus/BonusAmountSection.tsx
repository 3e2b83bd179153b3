import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { METHOD_TYPES } from '#shared/payroll-api/tools';
import type { FieldErrors } from '#web/features/payroll/common/field-errors.ts';
import { TextField } from '#web/components/Fields.tsx';
import { bonusText as t, rulesText } from '#web/features/payroll/strings.ts';
import type { BonusDraft, MethodDraft } from './bonus-draft.ts';

const methodOptions = METHOD_TYPES.map((m) => ({ value: m, label: t.methodNames[m] ?? m }));
const optionOf = (type: string) => methodOptions.find((o) => o.value === type) ?? null;

/** How much: the button's own method and its list of calculation methods (every method type). */
export function BonusAmountSection({ draft, set, errors }: { draft: BonusDraft; set: (patch: Partial<BonusDraft>) => void; errors: FieldErrors }) {
  const setMethod = (index: number, patch: Partial<MethodDraft>) => set({ calculationMethods: draft.calculationMethods.map((m, i) => (i === index ? { ...m, ...patch } : m)) });
  const methodInput = (key: 'rate' | 'flatAmount' | 'maxPayout', label: string) => ({
    label,
    errorText: (_m: MethodDraft, i: number) => errors[`calculationMethods.${i}.${key}`],
    control: (m: MethodDraft, i: number) => <Input value={m[key]} inputMode="decimal" ariaLabel={`${label} ${i + 1}`} onChange={({ detail }) => setMethod(i, { [key]: detail.value })} />,
  });
  return (
    <SpaceBetween size="m">
      <ColumnLayout columns={4}>
        <FormField label={t.payoutType} errorText={errors.payoutType}>
          <Select selectedOption={optionOf(draft.payoutType)} options={methodOptions} onChange={({ detail }) => set({ payoutType: detail.selectedOption.value ?? 'flat-rate' })} ariaLabel={t.payoutType} />
        </FormField>
        <TextField label={t.rate} value={draft.rate} onChange={(rate) => set({ rate })} error={errors.rate} constraint={t.rateHint} numeric />
        <TextField label={t.flatAmount} value={draft.flatAmount} onChange={(flatAmount) => set({ flatAmount })} error={errors.flatAmount} numeric />
        <TextField label={t.maxPayout} value={draft.maxPayout} onChange={(maxPayout) => set({ maxPayout })} error={errors.maxPayout} constraint={t.maxPayoutHint} numeric />
      </ColumnLayout>
      <FormField label={t.methods} description={t.methodsHint} errorText={errors.calculationMethods}>
        <AttributeEditor<MethodDraft>
          items={draft.calculationMethods}
          addButtonText={t.addMethod}
          removeButtonText={rulesText.removeRow}
          empty={rulesText.noRows}
          onAddButtonClick={() => set({ calculationMethods: [...draft.calculationMethods, { type: 'per-mile', rate: '', flatAmount: '', maxPayout: '' }] })}
          onRemoveButtonClick={({ detail }) => set({ calculationMethods: draft.calculationMethods.filter((_, i) => i !== detail.itemIndex) })}
          definition={[
            {
              label: t.methodType,
              errorText: (_m, i) => errors[`calculationMethods.${i}.type`],
              control: (m, i) => <Select selectedOption={optionOf(m.type)} options={methodOptions} ariaLabel={`${t.methodType} ${i + 1}`} onChange={({ detail }) => setMethod(i, { type: detail.selectedOption.value ?? 'per-mile' })} />,
            },
            methodInput('rate', t.rate),
            methodInput('flatAmount', t.flatAmount),
            methodInput('maxPayout', t.maxPayout),
          ]}
        />
      </FormField>
    </SpaceBetween>
  );
}
