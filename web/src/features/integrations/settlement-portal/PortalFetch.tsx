import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import type { ImportHistoryView } from '#shared/payroll-api/statement';
import { fetchFromPortal, retryFromPortal } from '#web/api/settlement-portal.ts';
import { DateField } from '#web/components/DateField.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { isWholeDay, type TypedDay } from '#web/components/typed-day.ts';
import { integrationText } from '#web/features/helpdesk/strings.ts';

const t = integrationText.settlement;

/**
 * The statement step's other source: the run's week fetched from the settlement portal with the saved
 * login (importLatestSettlementFile), or a named week (retrySettlementImportForCompanyId). The portal's
 * error reaches the user as it said it; the import then runs like an upload's.
 */
export function PortalFetch({ run, disabled, onStarted }: { run: PayRunView; disabled: boolean; onStarted: (started: ImportHistoryView) => void }) {
  const [week, setWeek] = useState<TypedDay>(run.WeekEnding);
  const fetchWeek = useMutation({
    mutationFn: (settlementWeekEnding?: string) =>
      settlementWeekEnding ? retryFromPortal({ PayRunID: run.PayRunID, settlementWeekEnding }) : fetchFromPortal({ PayRunID: run.PayRunID }),
    onSuccess: onStarted,
  });
  return (
    <SpaceBetween size="xs">
      <Button iconName="download" loading={fetchWeek.isPending && fetchWeek.variables === undefined} disabled={disabled} onClick={() => fetchWeek.mutate(undefined)}>
        {t.fetch}
      </Button>
      {fetchWeek.isPending && <Box color="text-status-info">{t.fetching}</Box>}
      {fetchWeek.isError && (
        <Alert type="error" header={t.failed} data-testid="portal-error">
          <SpaceBetween size="xs">
            <span>{errorMessage(fetchWeek.error)}</span>
            <Box variant="small">{t.hint}</Box>
            <SpaceBetween direction="horizontal" size="xs" alignItems="end">
              <DateField label={t.retryWeek} value={week} onChange={setWeek} />
              <Button disabled={!isWholeDay(week) || disabled} onClick={() => isWholeDay(week) && fetchWeek.mutate(week)}>{t.retry}</Button>
            </SpaceBetween>
          </SpaceBetween>
        </Alert>
      )}
    </SpaceBetween>
  );
}
