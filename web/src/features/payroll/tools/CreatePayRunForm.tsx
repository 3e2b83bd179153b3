import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import { useState, type FormEvent } from 'react';
import { tryReadDate } from '#shared/dates/read-date';
import { formatPayPeriod, payPeriodDays } from '#shared/dates/pay-period';
import { createPayRunBody, type PayRunView } from '#shared/payroll-api/pay-runs';
import { createPayRun } from '#web/api/payroll-runs.ts';
import { DateField } from '#web/components/DateField.tsx';
import { isWholeDay, type TypedDay } from '#web/components/typed-day.ts';
import { checkFields, saveFailureOf, type FieldErrors } from '#web/features/payroll/common/field-errors.ts';
import { payrollText as t } from '#web/features/payroll/strings.ts';

/** A draft pay run from a week ending; the server sets the period and pay date (spec §9). */
export function CreatePayRunForm({ initialWeekEnding, onCreated }: { initialWeekEnding?: string; onCreated: (run: PayRunView) => void }) {
  const [weekEnding, setWeekEnding] = useState<TypedDay>(initialWeekEnding ?? '');
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const day = isWholeDay(weekEnding) ? tryReadDate(weekEnding) : undefined;
  const preview = day === undefined ? null : formatPayPeriod(payPeriodDays(day));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    // A typed non-date is refused by the field itself, naming it; nothing is sent.
    if (weekEnding === null) return;
    const checked = checkFields(createPayRunBody, { weekEnding });
    if (!checked.ok) {
      setFields(weekEnding ? checked.fields : { weekEnding: t.createRun.weekEndingRequired });
      return;
    }
    setFields({});
    setBusy(true);
    try {
      onCreated(await createPayRun(checked.data.weekEnding));
      setWeekEnding('');
    } catch (error) {
      const failure = saveFailureOf(error);
      setFields(failure.fields);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        errorText={message}
        actions={
          <Button variant="primary" formAction="submit" loading={busy}>
            {t.createRun.submit}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t.createRun.header}</Header>}>
          <DateField
            label={t.createRun.weekEnding}
            description={t.createRun.weekEndingHint}
            error={fields.weekEnding}
            value={weekEnding}
            onChange={setWeekEnding}
            {...(preview ? { constraint: t.createRun.preview(preview.startDate, preview.endDate, preview.payDate) } : {})}
          />
        </Container>
      </Form>
    </form>
  );
}
