import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PayRunTreeNode } from '#shared/payroll-api/pay-runs';
import { listPayRuns } from '#web/api/payroll-runs.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { calculateText as t, payrollText } from '#web/features/payroll/strings.ts';
import { CalculationPanel } from '#web/features/payroll/tools/run/CalculationPanel.tsx';
import { usePayRun } from '#web/features/payroll/tools/use-pay-run.ts';

function RunCalculation({ id, onChanged }: { id: string; onChanged: () => void }) {
  const load = usePayRun(id, onChanged);
  return <Loaded query={load} feature={t.title}>{(run) => <CalculationPanel run={run} onChanged={() => void load.refetch()} />}</Loaded>;
}

/** /calculate-payroll: the pay runs with their state; calculate one and follow its progress. */
export function CalculatePayrollPage() {
  const queries = useQueryClient();
  const runs = useQuery({ queryKey: payrollKeys.runs, queryFn: listPayRuns });
  const runsChanged = useCallback(() => void queries.invalidateQueries({ queryKey: payrollKeys.runs }), [queries]);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const columns: DataColumn<PayRunTreeNode>[] = [
    { id: 'pay', header: t.payDate, cell: (r) => r.PayDateString || usDate(r.PayDate), sortKey: (r) => r.PayDate },
    { id: 'week', header: t.weekEnding, cell: (r) => usDate(r.WeekEnding), sortKey: (r) => r.WeekEnding },
    { id: 'status', header: t.status, cell: (r) => <StatusIndicator type={r.isProcessed ? 'success' : 'pending'}>{payrollText.tools.status[r.status] ?? r.status}</StatusIndicator>, sortKey: (r) => r.status },
    { id: 'open', header: '', cell: (r) => <Button variant="inline-link" onClick={() => navigate(`/payroll-tools/${encodeURIComponent(r.id)}`)}>{t.openTools}</Button>, width: 170 },
  ];
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <SpaceBetween size="l">
        <Loaded query={runs} feature={t.title}>
          {(nodes) => (
            <DataTable
              items={nodes}
              columns={columns}
              trackBy="id"
              header={<Header variant="h2" counter={`(${nodes.length})`}>{t.runs}</Header>}
              empty={t.empty}
              defaultSort={{ column: 'pay', descending: true }}
              selectedItems={nodes.filter((n) => n.id === selected)}
              onSelect={(n) => setSelected(n.id)}
              pageSize={10}
              ariaLabel={t.runs}
            />
          )}
        </Loaded>
        {selected ? <RunCalculation key={selected} id={selected} onChanged={runsChanged} /> : <Box color="text-body-secondary">{t.choose}</Box>}
      </SpaceBetween>
    </ContentLayout>
  );
}
