import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BUSY_RUN_STATUSES, type PayRunTreeNode } from '#shared/payroll-api/pay-runs';
import { getPayRun, listPayRuns } from '../../../api/payroll-runs.ts';
import { DataTable, type DataColumn } from '../common/DataTable.tsx';
import { usDate } from '../common/format.ts';
import { Loaded } from '../common/Loaded.tsx';
import { useLoad } from '../common/use-load.ts';
import { usePoll } from '../common/use-poll.ts';
import { calculateText as t, payrollText } from '../strings.ts';
import { CalculationPanel } from '../tools/run/CalculationPanel.tsx';

const BUSY = BUSY_RUN_STATUSES;

function RunCalculation({ id, onChanged }: { id: string; onChanged: () => void }) {
  const load = useLoad(id, () => getPayRun(id));
  usePoll(load.data ? BUSY.includes(load.data.status) : false, 1000, async () => {
    const next = await getPayRun(id);
    load.set(next);
    if (!BUSY.includes(next.status)) onChanged();
  });
  return <Loaded load={load} feature={t.title}>{(run) => <CalculationPanel run={run} onChanged={() => void load.reload()} />}</Loaded>;
}

/** /calculate-payroll: the pay runs with their state; calculate one and follow its progress. */
export function CalculatePayrollPage() {
  const runs = useLoad('runs', listPayRuns);
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
        <Loaded load={runs} feature={t.title}>
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
        {selected ? <RunCalculation key={selected} id={selected} onChanged={() => void runs.reload()} /> : <Box color="text-body-secondary">{t.choose}</Box>}
      </SpaceBetween>
    </ContentLayout>
  );
}
