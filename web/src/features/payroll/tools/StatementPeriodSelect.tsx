import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { formatIsoDate, formatUsDate } from '#shared/dates/calendar-day';
import { priorPayPeriods } from '#shared/dates/pay-period';
import { readDate } from '#shared/dates/read-date';
import { usDate } from '#web/components/format.ts';
import { payrollText as t } from '#web/features/payroll/strings.ts';

/**
 * The statement period selector (spec §2, §9): 13 weekly periods, the newest ending on `anchorEnd` (the
 * newest pay run's week ending, or the current payroll period's end when there is no run yet).
 */
export function StatementPeriodSelect({ anchorEnd, periodEnd, scheduleStart, onChoose }: { anchorEnd: string; periodEnd: string | null; scheduleStart: string | null; onChoose: (periodEnd: string) => void }) {
  const options = priorPayPeriods(readDate(anchorEnd) + 7).map((p) => ({
    value: formatIsoDate(p.end),
    label: t.period.option(formatUsDate(p.start), formatUsDate(p.end)),
  }));
  const selected = options.find((o) => o.value === periodEnd) ?? null;
  return (
    <FormField label={t.period.label} description={t.period.hint} constraintText={scheduleStart ? t.period.scheduleStart(usDate(scheduleStart)) : undefined}>
      <Select
        selectedOption={selected}
        options={options}
        placeholder={t.period.label}
        ariaLabel={t.period.label}
        onChange={({ detail }) => detail.selectedOption.value && onChoose(detail.selectedOption.value)}
      />
    </FormField>
  );
}
