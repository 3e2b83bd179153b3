import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { IFTA_JURISDICTIONS } from '#shared/fleet/ifta-jurisdictions';
import type { IftaRateView } from '#shared/reports/fuel-api';
import { fuelApi, fuelKeys } from '#web/api/fuel.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { fuelText } from './strings.ts';

const t = fuelText.ifta.rates;
const RATE = /^(?:[0-4](?:\.\d{1,4})?|5(?:\.0{1,4})?|\.\d{1,4})$/;

/** The quarter's rate of each IFTA jurisdiction; the quarter's states with miles or fuel first. */
export function IftaRatesEditor({ quarter, rates, states, onClose }: { quarter: string; rates: readonly IftaRateView[]; states: readonly string[]; onClose: () => void }) {
  const queries = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(rates.map((r) => [r.state, String(r.rate)])));
  const [problem, setProblem] = useState<string | null>(null);
  const shown = [...new Set([...states.filter((s) => IFTA_JURISDICTIONS.has(s)), ...[...IFTA_JURISDICTIONS].sort()])];
  const save = useMutation({
    mutationFn: (list: IftaRateView[]) => fuelApi.saveRates(quarter, list),
    onSuccess: () => { void queries.invalidateQueries({ queryKey: fuelKeys.ifta(quarter) }); onClose(); },
    onError: (e) => setProblem(errorMessage(e)),
  });
  const submit = () => {
    const entered = Object.entries(values).map(([state, text]) => [state, text.trim()] as const).filter(([, text]) => text !== '');
    const bad = entered.filter(([, text]) => !RATE.test(text)).map(([state]) => state);
    if (bad.length > 0) return setProblem(`${t.invalid} (${bad.join(', ')})`);
    save.mutate(entered.map(([state, text]) => ({ state, rate: Number(text) })));
  };
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t.title(quarter)}
      footer={(
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>{t.cancel}</Button>
            <Button variant="primary" loading={save.isPending} onClick={submit}>{t.save}</Button>
          </SpaceBetween>
        </Box>
      )}
    >
      <SpaceBetween size="m">
        <Box color="text-body-secondary">{t.description}</Box>
        {problem && <Alert type="error">{problem}</Alert>}
        <ColumnLayout columns={4}>
          {shown.map((state) => (
            <FormField key={state} label={state}>
              <Input value={values[state] ?? ''} inputMode="decimal" ariaLabel={`${state} rate`} onChange={({ detail }) => setValues((v) => ({ ...v, [state]: detail.value }))} />
            </FormField>
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </Modal>
  );
}
