import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Tabs from '@cloudscape-design/components/tabs';
import { lazy, Suspense, useEffect, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import type { PayRunStatus, PayRunView } from '#shared/payroll-api/pay-runs';
import { usd, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { payrollText as t } from '#web/features/payroll/strings.ts';
import { DriverView } from './drivers/DriverView.tsx';
import { CalculationPanel } from './run/CalculationPanel.tsx';
import { StatementImport } from './run/StatementImport.tsx';
import type { ToolsAction, ToolsState } from './tools-state.ts';
import { VehicleView } from './vehicles/VehicleView.tsx';
import { CompanyRuleTabs } from './CompanyRuleTabs.tsx';
import { TabFallback } from './TabFallback.tsx';
import { usePayRun } from './use-pay-run.ts';

const WhatIfPanel = lazy(() => import('#web/features/payroll/whatif/WhatIfPanel.tsx').then((m) => ({ default: m.WhatIfPanel })));

const STATUS_TYPE: Record<PayRunStatus, StatusIndicatorProps.Type> = {
  draft: 'pending',
  importing: 'in-progress',
  imported: 'info',
  calculating: 'in-progress',
  removing: 'in-progress',
  processed: 'success',
  failed: 'error',
};
function RunHeader({ run }: { run: PayRunView }) {
  return (
    <Header
      variant="h2"
      description={`${t.tools.period(usDate(run.PayPeriod.startDate), usDate(run.PayPeriod.endDate))} · ${t.calc.total} ${usd(run.TotalCompensation)}`}
      info={<StatusIndicator type={STATUS_TYPE[run.status] ?? 'info'}>{t.tools.status[run.status] ?? run.status}</StatusIndicator>}
    >
      {t.tools.runHeader(run.PayDateString || usDate(run.PayDate))}
    </Header>
  );
}

/** One pay run's tools; the run is re-read every second while an import, a calculation or a statement removal runs. */
export function PayRunWorkspace({ id, state, dispatch, onRunChanged }: { id: string; state: ToolsState; dispatch: Dispatch<ToolsAction>; onRunChanged: () => void }) {
  const load = usePayRun(id, onRunChanged);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') ?? 'run';
  useEffect(() => {
    dispatch({ type: 'select-driver', driverId: null });
    dispatch({ type: 'open-truck', vehicleId: null });
  }, [id, dispatch]);

  const changed = () => {
    void load.refetch();
    onRunChanged();
  };

  return (
    <Loaded query={load} feature={t.tools.title}>
      {(run) => (
        <SpaceBetween size="m">
          <Container header={<RunHeader run={run} />} />
          <Tabs
            activeTabId={tab}
            onChange={({ detail }) => setSearch((s) => ({ ...Object.fromEntries(s), tab: detail.activeTabId }), { replace: true })}
            tabs={[
              {
                id: 'run',
                label: t.tools.tabs.run,
                content: (
                  <SpaceBetween size="l">
                    <StatementImport run={run} onChanged={changed} />
                    <CalculationPanel run={run} onChanged={changed} />
                  </SpaceBetween>
                ),
              },
              { id: 'vehicles', label: t.tools.tabs.vehicles, content: <VehicleView run={run} activeTruck={state.activeTruck} onOpen={(vehicleId) => dispatch({ type: 'open-truck', vehicleId })} /> },
              { id: 'drivers', label: t.tools.tabs.drivers, content: <DriverView run={run} selectedDriver={state.selectedDriver} onSelect={(driverId) => dispatch({ type: 'select-driver', driverId })} /> },
              {
                id: 'what-if',
                label: t.tools.tabs.whatIf,
                content: (
                  <Suspense fallback={<TabFallback />}>
                    <WhatIfPanel run={run} />
                  </Suspense>
                ),
              },
              { id: 'rules', label: t.tools.tabs.rules, content: <CompanyRuleTabs /> },
            ]}
          />
        </SpaceBetween>
      )}
    </Loaded>
  );
}
