import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import { useState } from 'react';
import { perDiemPlanBody, type PerDiemPlanEdit } from '#shared/payroll-api/per-diem-plan';
import type { PerDiemPlan } from '#shared/payroll/per-diem-plan';
import { savePerDiemPlan } from '#web/api/payroll-rules.ts';
import { useSave } from '#web/features/payroll/rules/lookups/use-save.ts';
import { rulesText } from '#web/features/payroll/strings.ts';

const t = rulesText.settings.perDiemPlan;

/** The company's per diem plan (pay rules, "What the driver is paid"), saved on its own against the version it was loaded with. */
export function PerDiemPlanPanel({ current, onSaved }: { current: PerDiemPlanEdit; onSaved: () => void }) {
  const [plan, setPlan] = useState<PerDiemPlan>(current.perDiemPlan);
  const [saved, setSaved] = useState(false);
  const { busy, failure, save, errors } = useSave(perDiemPlanBody, savePerDiemPlan, () => {
    setSaved(true);
    onSaved();
  });
  return (
    <Form
      errorText={failure?.message}
      actions={
        <Button variant="primary" loading={busy} disabled={plan === current.perDiemPlan} onClick={() => { setSaved(false); save({ perDiemPlan: plan, version: current.version }); }}>
          {t.save}
        </Button>
      }
    >
      <Container header={<Header variant="h2" description={t.description}>{t.header}</Header>}>
        {saved && <Alert type="success" dismissible onDismiss={() => setSaved(false)}>{t.saved}</Alert>}
        <FormField label={t.label} errorText={errors.perDiemPlan}>
          <RadioGroup
            value={plan}
            ariaLabel={t.label}
            onChange={({ detail }) => setPlan(detail.value as PerDiemPlan)}
            items={[
              { value: 'share', label: t.share, description: t.shareHint },
              { value: 'advance', label: t.advance, description: t.advanceHint },
            ]}
          />
        </FormField>
      </Container>
    </Form>
  );
}
