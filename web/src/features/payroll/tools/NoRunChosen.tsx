import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import { payrollText as t } from '#web/features/payroll/strings.ts';
import { CompanyRuleTabs } from './CompanyRuleTabs.tsx';
import { CreatePayRunForm } from './CreatePayRunForm.tsx';

/** /payroll-tools without a run: create one (for the chosen period when it has none) and the company's pay rules. */
export function NoRunChosen({ periodEnd, onCreated }: { periodEnd: string | null; onCreated: (run: PayRunView) => void }) {
  return (
    <SpaceBetween size="l">
      <Box color="text-body-secondary">{periodEnd ? t.period.noRun : t.tools.chooseRun}</Box>
      <CreatePayRunForm key={periodEnd ?? ''} {...(periodEnd ? { initialWeekEnding: periodEnd } : {})} onCreated={onCreated} />
      <CompanyRuleTabs />
    </SpaceBetween>
  );
}
