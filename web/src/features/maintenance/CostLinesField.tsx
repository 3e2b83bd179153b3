import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { costTotals } from '#shared/maintenance/costs';
import { usd } from '#web/components/format.ts';
import type { CostLineDraft } from './record-draft.ts';
import { maintenanceText as t } from './strings.ts';

const KINDS = [{ value: 'parts', label: t.form.parts }, { value: 'labour', label: t.form.labour }];

/** Parts and labour lines with their totals, each total the sum of the lines shown. */
export function CostLinesField({ lines, onChange, error }: { lines: CostLineDraft[]; onChange: (lines: CostLineDraft[]) => void; error?: string | undefined }) {
  const set = (i: number, patch: Partial<CostLineDraft>) => onChange(lines.map((l, n) => (n === i ? { ...l, ...patch } : l)));
  const readable = lines.map((l) => ({ kind: l.kind, description: l.description, amount: Number.isFinite(Number(l.amount)) ? Number(l.amount) : 0 }));
  const totals = costTotals(readable);
  return (
    <FormField label={t.form.costLines} errorText={error} stretch>
      <SpaceBetween size="xs">
        {lines.map((line, i) => (
          <Grid key={i} gridDefinition={[{ colspan: 3 }, { colspan: 5 }, { colspan: 2 }, { colspan: 2 }]}>
            <Select selectedOption={KINDS.find((k) => k.value === line.kind)!} options={KINDS} ariaLabel={t.form.lineKind} onChange={({ detail }) => set(i, { kind: detail.selectedOption.value as CostLineDraft['kind'] })} />
            <Input value={line.description} ariaLabel={t.form.lineDescription} placeholder={t.form.lineDescription} onChange={({ detail }) => set(i, { description: detail.value })} />
            <Input value={line.amount} ariaLabel={t.form.lineAmount} placeholder="0.00" inputMode="decimal" onChange={({ detail }) => set(i, { amount: detail.value })} />
            <Button variant="inline-link" onClick={() => onChange(lines.filter((_, n) => n !== i))}>{t.form.removeLine}</Button>
          </Grid>
        ))}
        <Button onClick={() => onChange([...lines, { kind: 'parts', description: '', amount: '' }])}>{t.form.addLine}</Button>
        <div>
          {t.form.parts}: {usd(totals.partsTotal)} · {t.form.labour}: {usd(totals.labourTotal)} · <strong>{t.total}: {usd(totals.total)}</strong>
        </div>
      </SpaceBetween>
    </FormField>
  );
}
