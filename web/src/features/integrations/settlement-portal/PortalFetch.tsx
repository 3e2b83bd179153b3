import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import type { ImportHistoryView } from '#shared/payroll-api/statement';
import { fetchFromPortal, retryFromPortal } from '#web/api/settlement-portal.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { componentText } from '#web/components/strings.ts';
import { integrationText } from '#web/features/helpdesk/strings.ts';

const t = integrationText.settlement;

/**
 * The statement step's other source: the run's week fetched from the settlement portal with the saved
 * login (importLatestSettlementFile), or a named week (retrySettlementImportForCompanyId). The portal's
 * error reaches the user as it said it; the import then runs like an upload's.
 */
export function PortalFetch({ run, disabled, onStarted }: { run: PayRunView; disabled: boolean; onStarted: (started: ImportHistoryView) => void }) {
  const [week, setWeek] = useState(run.WeekEnding);
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
              <FormField label={t.retryWeek}>
                <DatePicker value={week} onChange={({ detail }) => setWeek(detail.value)} placeholder="YYYY/MM/DD" openCalendarAriaLabel={componentText.openCalendar(t.retryWeek)} />
              </FormField>
              <Button disabled={!week || disabled} onClick={() => fetchWeek.mutate(week)}>{t.retry}</Button>
            </SpaceBetween>
          </SpaceBetween>
        </Alert>
      )}
    </SpaceBetween>
  );
}
