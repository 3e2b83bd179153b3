import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { dashboardApi, dashboardKeys } from '#web/api/dashboard.ts';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ProfitTable } from './ProfitTable.tsx';
import { ProfitTrend } from './ProfitTrend.tsx';
import { profitText as t } from './strings.ts';

function Snapshot({ payRunId, runs, onRun }: { payRunId: string; runs: string[]; onRun: (id: string) => void }) {
  const [rows, setRows] = useState<'tractors' | 'domiciles'>('tractors');
  const load = useQuery({ queryKey: dashboardKeys.profitability(payRunId), queryFn: () => dashboardApi.profitability(payRunId || undefined), retry: false });
  const options = runs.map((id) => ({ value: id, label: t.weekEnding(usDate(id)) }));
  return (
    <Loaded query={load} feature={t.title}>
      {(view) => (
        <SpaceBetween size="m">
          <SpaceBetween direction="horizontal" size="m" alignItems="center">
            {options.length > 0 && (
              <Select ariaLabel={t.payRun} selectedOption={options.find((o) => o.value === view.PayRunID) ?? { value: view.PayRunID, label: t.weekEnding(usDate(view.PayRunID)) }} options={options} onChange={({ detail }) => onRun(detail.selectedOption.value ?? '')} />
            )}
            <SegmentedControl
              label={t.view}
              selectedId={rows}
              options={[{ id: 'tractors', text: t.byTractor }, { id: 'domiciles', text: t.byDomicile }]}
              onChange={({ detail }) => setRows(detail.selectedId as 'tractors' | 'domiciles')}
            />
          </SpaceBetween>
          {!view.calculated && <Alert type="info">{t.notCalculated}</Alert>}
          <ProfitTable
            rows={rows === 'tractors' ? view.tractors : view.domiciles}
            total={view.total}
            first={rows === 'tractors' ? t.columns.row : t.columns.domicile}
            label={`${t.title} ${rows === 'tractors' ? t.byTractor : t.byDomicile}`}
          />
          {view.cardPurchasesOnStatement > 0 && <Box variant="small">{t.onStatement(view.cardPurchasesOnStatement)}</Box>}
          <Box variant="small" color="text-body-secondary">{t.howCosts}</Box>
        </SpaceBetween>
      )}
    </Loaded>
  );
}

/** settlement-analysis: one pay run by tractor or domicile with its total, and the 13-week trend. */
export function ProfitabilityReport({ headed = true }: { headed?: boolean }) {
  const [payRunId, setPayRunId] = useState('');
  const trend = useQuery({ queryKey: dashboardKeys.trend, queryFn: () => dashboardApi.trend() });
  return (
    <SpaceBetween size="l">
      {headed ? <Header variant="h2" description={t.description}>{t.title}</Header> : <Box color="text-body-secondary">{t.description}</Box>}
      <Loaded query={trend} feature={t.trendHeader}>
        {(weeks) => {
          if (weeks.weeks.length === 0) return <Box color="text-status-inactive">{t.noRun}</Box>;
          const runs = weeks.weeks.filter((w) => w.total).map((w) => w.weekEnding).reverse();
          return (
            <SpaceBetween size="l">
              <Snapshot payRunId={payRunId} runs={runs} onRun={setPayRunId} />
              <ProfitTrend trend={weeks} />
            </SpaceBetween>
          );
        }}
      </Loaded>
    </SpaceBetween>
  );
}
