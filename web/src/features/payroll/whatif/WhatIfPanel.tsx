import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import { whatIfBody, type WhatIfResult } from '#shared/payroll-api/tools';
import type { PayWeekInput } from '#shared/payroll/types';
import { runWhatIf } from '#web/api/payroll-rules.ts';
import { getScenario } from '#web/api/payroll-runs.ts';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { useLookupOptions } from '#web/features/payroll/rules/use-lookup-options.ts';
import { payrollText, whatIfText as t } from '#web/features/payroll/strings.ts';
import { errorPrefixOf, tableEdit, whatIfBodyOf, type RuleEdit } from './what-if-edit.ts';
import { WhatIfResultTable } from './WhatIfResultTable.tsx';
import { WhatIfRuleEditor } from './WhatIfRuleEditor.tsx';

function WhatIfForm({ run, scenario }: { run: PayRunView; scenario: PayWeekInput }) {
  const lookups = useLookupOptions();
  const [edit, setEdit] = useState<RuleEdit>(() => tableEdit(scenario, 'soloRateTable'));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [result, setResult] = useState<WhatIfResult | null>(null);
  const [busy, setBusy] = useState(false);

  const simulate = async () => {
    setResult(null);
    const checked = checkFields(whatIfBody, whatIfBodyOf(edit, scenario));
    if (!checked.ok) {
      setFailure({ fields: checked.fields, message: payrollText.fixFields, conflict: false });
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      setResult(await runWhatIf(run.PayRunID, checked.data));
    } catch (error) {
      setFailure(saveFailureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="l">
      <Form
        errorText={failure?.message}
        actions={
          <Button variant="primary" loading={busy} onClick={() => void simulate()}>
            {t.run}
          </Button>
        }
      >
        <Container header={<Header variant="h2" description={t.description}>{t.header}</Header>}>
          <WhatIfRuleEditor
            scenario={scenario}
            edit={edit}
            onChange={(next) => {
              setEdit(next);
              setResult(null);
            }}
            errors={failure?.fields ?? {}}
            prefix={errorPrefixOf(edit, scenario)}
            lookups={lookups}
          />
        </Container>
      </Form>
      {busy && <Box color="text-status-info">{t.running}</Box>}
      {result && <WhatIfResultTable result={result} source={t.byServer} />}
    </SpaceBetween>
  );
}

/** The what-if panel: the pay engine on this run with one edited rule, per-driver difference, nothing saved. */
export function WhatIfPanel({ run }: { run: PayRunView }) {
  const scenario = useQuery({ queryKey: payrollKeys.scenario(run.PayRunID, run.version), queryFn: () => getScenario(run.PayRunID) });
  if (run.DriverList.length === 0) return <Alert type="info">{t.needsStatement}</Alert>;
  return <Loaded query={scenario} feature={t.header}>{(input) => <WhatIfForm run={run} scenario={input} />}</Loaded>;
}
