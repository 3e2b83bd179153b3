import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { BUSY_RUN_STATUSES } from '#shared/payroll-api/pay-runs';
import { getPayRun } from '#web/api/payroll-runs.ts';
import { payrollKeys } from '#web/features/payroll/query-keys.ts';

/**
 * One pay run, re-read every second while an import, a calculation or a statement removal runs;
 * `onSettled` is told when such work ends, so lists that show the run can be read again.
 */
export function usePayRun(id: string, onSettled: () => void) {
  const run = useQuery({
    queryKey: payrollKeys.run(id),
    queryFn: () => getPayRun(id),
    refetchInterval: (query) => (query.state.data && BUSY_RUN_STATUSES.includes(query.state.data.status) ? 1000 : false),
  });
  const busy = run.data ? BUSY_RUN_STATUSES.includes(run.data.status) : false;
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) onSettled();
    wasBusy.current = busy;
  }, [busy, onSettled]);
  return run;
}
