import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Steps from '@cloudscape-design/components/steps';
import type { ImportHistoryView } from '#shared/payroll-api/statement';
import { payrollText as t } from '#web/features/payroll/strings.ts';
import { RowErrorsTable } from './RowErrorsTable.tsx';

type StepStatus = 'success' | 'loading' | 'error' | 'pending' | 'stopped';

/** The import workflow's state as steps; validation errors are listed row by row. */
export function ImportProgress({ entry }: { entry: ImportHistoryView }) {
  const rejected = entry.status === 'failed' && entry.errorCount > 0;
  const failedLater = entry.status === 'failed' && !rejected;
  const done = entry.status === 'completed';
  const validate: StepStatus = rejected ? 'error' : entry.status === 'importing' ? 'loading' : 'success';
  const later: StepStatus = done ? 'success' : failedLater ? 'error' : rejected ? 'stopped' : 'pending';
  return (
    <SpaceBetween size="m">
      <Steps
        ariaLabel={t.statement.header}
        steps={[
          { status: 'success', header: t.statement.steps.upload, details: entry.fileName },
          { status: validate, header: t.statement.steps.validate },
          { status: later, header: t.statement.steps.write },
          { status: later, header: t.statement.steps.record },
        ]}
      />
      {entry.status === 'importing' && <Alert type="info">{t.statement.running}</Alert>}
      {done && (
        <Alert type="success">
          {t.statement.completed(entry.tripCount, entry.fuelCount, entry.vehicleCount)}
          {entry.droppedPoolRows > 0 ? ` ${t.statement.droppedPool(entry.droppedPoolRows)}` : ''}
        </Alert>
      )}
      {failedLater && <Alert type="error" header={t.statement.failed}>{entry.failureMessage}</Alert>}
      {rejected && (
        <>
          <Alert type="error" header={t.statement.rejected(entry.errorCount)}>
            {entry.failureMessage}
          </Alert>
          <RowErrorsTable
            errors={entry.rowErrors}
            total={entry.errorCount}
            {...(entry.errorCount > entry.rowErrors.length ? { description: t.statement.moreErrors(entry.rowErrors.length, entry.errorCount) } : {})}
          />
        </>
      )}
    </SpaceBetween>
  );
}
