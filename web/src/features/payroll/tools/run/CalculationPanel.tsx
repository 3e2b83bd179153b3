import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { PayRunView } from '#shared/payroll-api/pay-runs';
import { startCalculation } from '#web/api/payroll-runs.ts';
import { DataTable } from '#web/components/DataTable.tsx';
import { usd, usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { payrollText as t } from '#web/features/payroll/strings.ts';

/** Start the calculation workflow and follow it: drivers done of total, and who failed and why. */
export function CalculationPanel({ run, onChanged }: { run: PayRunView; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const calculating = run.status === 'calculating';
  const hasStatement = run.DriverList.length > 0;
  const { driversDone, driversTotal, driversFailed } = run.progress;
  const nameOf = (id: string) => run.DriverList.find((d) => d.DriverID === id)?.DisplayName ?? id;
  const percent = driversTotal > 0 ? Math.round(((driversDone + driversFailed) / driversTotal) * 100) : 0;

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await startCalculation(run.PayRunID);
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t.calc.keepsManual}
          actions={
            <Button variant="primary" loading={busy || calculating} disabled={!hasStatement || run.status === 'importing' || run.status === 'removing'} onClick={() => void start()}>
              {run.isProcessed ? t.calc.again : t.calc.start}
            </Button>
          }
        >
          {t.calc.header}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {!hasStatement && <Box color="text-body-secondary">{t.calc.needsStatement}</Box>}
        {(calculating || driversTotal > 0) && (
          <ProgressBar
            label={t.calc.progress}
            value={calculating ? percent : 100}
            {...(calculating ? { additionalInfo: t.calc.progressText(driversDone, driversTotal) } : {})}
            status={calculating ? 'in-progress' : driversFailed > 0 ? 'error' : 'success'}
            resultText={t.calc.progressText(driversDone, driversTotal)}
          />
        )}
        {run.isProcessed && !calculating && run.calculatedAt && (
          <Box>
            {t.calc.processed(usDateTime(run.calculatedAt))} {t.calc.total}: <strong>{usd(run.TotalCompensation)}</strong>
          </Box>
        )}
        {failure && <Alert type="error">{failure}</Alert>}
        {run.processingErrors.length > 0 && (
          <DataTable
            variant="embedded"
            header={<Header variant="h3">{t.calc.failures(run.processingErrors.length, Math.max(driversTotal, run.DriverList.length))}</Header>}
            items={run.processingErrors}
            trackBy="DriverID"
            columns={[
              { id: 'driver', header: t.calc.driver, cell: (e) => nameOf(e.DriverID), sortKey: (e) => nameOf(e.DriverID), width: 220 },
              { id: 'message', header: t.calc.message, cell: (e) => e.message, text: (e) => e.message },
            ]}
            empty={t.none}
            pageSize={10}
            ariaLabel={t.calc.header}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}
