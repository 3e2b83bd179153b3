import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatIsoDate } from '#shared/dates/calendar-day';
import { currentPayrollPeriod } from '#shared/dates/pay-period';
import { listPayRuns } from '#web/api/payroll-runs.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { ImportLink } from '#web/features/imports/ImportLink.tsx';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';
import { payrollText as t } from '#web/features/payroll/strings.ts';
import { NoRunChosen } from './NoRunChosen.tsx';
import { PayRunTree } from './PayRunTree.tsx';
import { PayRunWorkspace } from './PayRunWorkspace.tsx';
import { StatementPeriodSelect } from './StatementPeriodSelect.tsx';
import { initialToolsState, toolsReducer } from './tools-state.ts';

const todayWeekEnding = () => formatIsoDate(currentPayrollPeriod(Math.floor(Date.now() / 86_400_000)).end);

/** /payroll-tools/{id}: the pay-run tree beside the chosen run's tools (or, without an id, run creation). */
export function PayrollToolsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const tree = useQuery({ queryKey: payrollKeys.runs, queryFn: listPayRuns });
  const runsChanged = useCallback(() => void queries.invalidateQueries({ queryKey: payrollKeys.runs }), [queries]);
  const [state, dispatch] = useReducer(toolsReducer, initialToolsState);
  const runs = tree.data ?? [];
  const anchorEnd = runs[0]?.WeekEnding ?? todayWeekEnding();
  const runOfPeriod = state.periodEnd ? runs.find((r) => r.WeekEnding === state.periodEnd) : undefined;

  useEffect(() => {
    const run = runs.find((r) => r.id === id);
    if (run && run.WeekEnding !== state.periodEnd) dispatch({ type: 'choose-period', periodEnd: run.WeekEnding });
    // Only a change of run moves the period; choosing a period moves the run, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the period is read, not followed
  }, [id, tree.data]);

  const choosePeriod = (periodEnd: string) => {
    dispatch({ type: 'choose-period', periodEnd });
    const run = runs.find((r) => r.WeekEnding === periodEnd);
    navigate(run ? `/payroll-tools/${encodeURIComponent(run.id)}` : '/payroll-tools');
  };

  return (
    <ContentLayout header={<Header variant="h1" description={t.tools.description} actions={<ImportLink type="payroll" />}>{t.tools.title}</Header>}>
      <Grid gridDefinition={[{ colspan: { default: 12, m: 3, xl: 2 } }, { colspan: { default: 12, m: 9, xl: 10 } }]}>
        <Loaded query={tree} feature={t.tools.treeHeader}>
          {(nodes) => <PayRunTree runs={nodes} activeId={id} />}
        </Loaded>
        <SpaceBetween size="l">
          <StatementPeriodSelect anchorEnd={anchorEnd} periodEnd={state.periodEnd} scheduleStart={state.scheduleStart} onChoose={choosePeriod} />
          {id ? (
            <PayRunWorkspace id={id} state={state} dispatch={dispatch} onRunChanged={runsChanged} />
          ) : (
            <NoRunChosen
              periodEnd={runOfPeriod ? null : state.periodEnd}
              onCreated={(run) => {
                runsChanged();
                navigate(`/payroll-tools/${encodeURIComponent(run.PayRunID)}`);
              }}
            />
          )}
        </SpaceBetween>
      </Grid>
    </ContentLayout>
  );
}
