import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { IftaJurisdiction, NonIftaJurisdiction } from '#shared/fleet/ifta';
import type { IftaAnswer } from '#shared/reports/fuel-api';
import { fuelApi, fuelKeys } from '#web/api/fuel.ts';
import { saveFile } from '#web/api/payroll-files.ts';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { DateField } from '#web/components/DateField.tsx';
import { milesText, usd, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { IvmrQuarterMiles } from '#web/features/reports/ivmr/IvmrQuarterMiles.tsx';
import { isWholeDay, type TypedDay } from '#web/components/typed-day.ts';
import { IftaRatesEditor } from './IftaRatesEditor.tsx';
import { quarterOf, recentQuarters, sumTo } from './periods.ts';
import { fuelText } from './strings.ts';

const t = fuelText.ifta;
const num = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 3 });

const COLUMNS: DataColumn<IftaJurisdiction>[] = [
  { id: 'state', header: t.columns.state, cell: (j) => j.state, sortKey: (j) => j.state, text: (j) => j.state },
  { id: 'miles', header: t.columns.miles, cell: (j) => milesText(j.miles), sortKey: (j) => j.miles },
  { id: 'taxable', header: t.columns.taxableGallons, cell: (j) => num(j.taxableGallons), sortKey: (j) => j.taxableGallons },
  { id: 'gallons', header: t.columns.gallons, cell: (j) => num(j.gallons), sortKey: (j) => j.gallons },
  { id: 'taxPaid', header: t.columns.taxPaid, cell: (j) => num(j.taxPaidGallons), sortKey: (j) => j.taxPaidGallons },
  { id: 'net', header: t.columns.net, cell: (j) => num(j.netTaxableGallons), sortKey: (j) => j.netTaxableGallons },
  { id: 'rate', header: t.columns.rate, cell: (j) => (j.rate === null ? '—' : j.rate.toFixed(4)), sortKey: (j) => j.rate ?? -1 },
  { id: 'tax', header: t.columns.tax, cell: (j) => usd(j.tax), sortKey: (j) => j.tax ?? 0 },
];

const NON_IFTA: DataColumn<NonIftaJurisdiction>[] = [
  { id: 'state', header: t.columns.state, cell: (j) => j.state, sortKey: (j) => j.state, text: (j) => j.state },
  { id: 'miles', header: t.columns.miles, cell: (j) => milesText(j.miles), sortKey: (j) => j.miles },
  { id: 'gallons', header: t.columns.gallons, cell: (j) => num(j.gallons), sortKey: (j) => j.gallons },
];

function jurisdictionTotals(rows: readonly IftaJurisdiction[]): string {
  const taxed = rows.filter((j) => j.tax !== null);
  return [
    `${t.total}: ${t.columns.miles} ${milesText(sumTo(rows.map((j) => j.miles), 1))}`,
    `${t.columns.taxableGallons} ${num(sumTo(rows.map((j) => j.taxableGallons), 0))}`,
    `${t.columns.gallons} ${num(sumTo(rows.map((j) => j.gallons), 3))}`,
    `${t.columns.net} ${num(sumTo(rows.map((j) => j.netTaxableGallons), 0))}`,
    `${t.columns.tax} ${taxed.length > 0 ? usd(sumTo(taxed.map((j) => j.tax!), 2)) : '—'}`,
  ].join(' · ');
}

function Return({ answer, onEditRates }: { answer: IftaAnswer; onEditRates: () => void }) {
  const { result, inputs } = answer;
  const [failure, setFailure] = useState<string | null>(null);
  const [period, setPeriod] = useState<{ from: TypedDay; to: TypedDay }>({ from: result?.firstDay ?? '', to: result?.lastDay ?? '' });
  const wholePeriod = isWholeDay(period.from) && isWholeDay(period.to) ? { from: period.from, to: period.to } : null;
  const csv = useMutation({ mutationFn: (which: 'quarter' | 'summary' | 'period') => (which === 'summary' ? fuelApi.summaryCsv(answer.quarter) : which === 'quarter' ? fuelApi.periodCsv(result!.firstDay, result!.lastDay) : fuelApi.periodCsv(wholePeriod!.from, wholePeriod!.to)), onSuccess: saveFile, onError: (e) => setFailure(errorMessage(e)) });
  if (!result) {
    return (
      <SpaceBetween size="m">
        <Alert type="info" header={t.noFuelTitle}>{answer.refusal}</Alert>
        <Box><Button onClick={onEditRates}>{t.editRates}</Button></Box>
      </SpaceBetween>
    );
  }
  return (
    <SpaceBetween size="l">
      {failure && <Alert type="error" dismissible onDismiss={() => setFailure(null)}>{failure}</Alert>}
      <Container>
        <KeyValuePairs
          columns={5}
          items={[
            { label: t.totalMiles, value: milesText(result.totalMiles) },
            { label: t.totalGallons, value: num(result.totalGallons) },
            { label: t.mpg, value: <>{result.mpg.toFixed(2)}<Box variant="small" display="block" color="text-body-secondary" data-testid="ifta-mpg-description">{t.mpgDescription}</Box></> },
            { label: t.dueDate, value: usDate(result.dueDate) },
            { label: t.totalTax, value: answer.totalTax === null ? t.noRates : usd(answer.totalTax) },
          ]}
        />
        <Box color="text-body-secondary" margin={{ top: 's' }}>{t.inputs(inputs.mileageRows, inputs.tractors, inputs.purchases, inputs.unmatchedPurchases, inputs.purchasesWithoutState)}</Box>
      </Container>
      <DataTable<IftaJurisdiction>
        items={result.jurisdictions}
        columns={COLUMNS}
        trackBy="state"
        filterNoun={t.filter}
        empty={t.empty}
        defaultSort={{ column: 'state' }}
        preferencesKey="ifta-jurisdictions"
        ariaLabel={t.jurisdictions}
        header={(
          <Header
            variant="h3"
            counter={`(${result.jurisdictions.length})`}
            actions={(
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={onEditRates}>{t.editRates}</Button>
                <Button iconName="download" loading={csv.isPending && csv.variables === 'quarter'} onClick={() => csv.mutate('quarter')}>{t.periodCsv}</Button>
                <Button iconName="download" loading={csv.isPending && csv.variables === 'summary'} onClick={() => csv.mutate('summary')}>{t.summaryCsv}</Button>
              </SpaceBetween>
            )}
          >
            {t.jurisdictions}
          </Header>
        )}
        footer={(shown) => <Box fontWeight="bold">{jurisdictionTotals(shown)}</Box>}
      />
      {result.nonIfta.length > 0 && (
        <DataTable<NonIftaJurisdiction>
          items={result.nonIfta}
          columns={NON_IFTA}
          trackBy="state"
          empty={t.empty}
          ariaLabel={t.nonIfta}
          header={<Header variant="h3" counter={`(${result.nonIfta.length})`}>{t.nonIfta}</Header>}
          footer={(shown) => <Box fontWeight="bold">{`${t.total}: ${t.columns.miles} ${milesText(sumTo(shown.map((j) => j.miles), 1))} · ${t.columns.gallons} ${num(sumTo(shown.map((j) => j.gallons), 3))}`}</Box>}
        />
      )}
      <Container header={<Header variant="h3" description={t.periodHint}>{t.exportPeriod}</Header>}>
        <SpaceBetween direction="horizontal" size="m" alignItems="end">
          <DateField label={t.periodStart} value={period.from} onChange={(from) => setPeriod((p) => ({ ...p, from }))} />
          <DateField label={t.periodEnd} value={period.to} onChange={(to) => setPeriod((p) => ({ ...p, to }))} />
          <Button iconName="download" disabled={!wholePeriod} loading={csv.isPending && csv.variables === 'period'} onClick={() => csv.mutate('period')}>{t.download}</Button>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}

/** IFTA (ifta-report): the quarter's return, its rates and its CSV files, and beside it each tractor's miles outside every IVMR week. */
export function IftaReport() {
  const today = useCompanyToday();
  const [quarter, setQuarter] = useState(() => quarterOf(today));
  const [editing, setEditing] = useState(false);
  const load = useQuery({ queryKey: fuelKeys.ifta(quarter), queryFn: () => fuelApi.ifta(quarter) });
  const options = recentQuarters(today).map((q) => ({ value: q, label: q }));
  return (
    <SpaceBetween size="m">
      <Header variant="h2" description={t.description}>{t.title}</Header>
      <FormField label={t.quarter}>
        <Select selectedOption={options.find((o) => o.value === quarter) ?? null} options={options} onChange={({ detail }) => setQuarter(detail.selectedOption.value ?? quarter)} ariaLabel={t.quarter} />
      </FormField>
      <Loaded query={load} feature={t.title}>
        {(answer) => (
          <>
            <Return key={answer.quarter} answer={answer} onEditRates={() => setEditing(true)} />
            <IvmrQuarterMiles quarter={answer.quarter} />
            {editing && (
              <IftaRatesEditor
                quarter={answer.quarter}
                rates={answer.rates}
                states={[...(answer.result?.jurisdictions.map((j) => j.state) ?? [])]}
                onClose={() => setEditing(false)}
              />
            )}
          </>
        )}
      </Loaded>
    </SpaceBetween>
  );
}
