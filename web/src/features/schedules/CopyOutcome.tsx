import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CopyResult } from '#shared/schedules/api';
import { weekdayDay } from '#shared/schedules/format';
import { scheduleText } from './strings.ts';

const t = scheduleText.board;

/**
 * What a week copy did: the days copied, the days left out and why (a save of them would be refused, so
 * dispatch enters them by hand), and the copied days whose tractor needs seeing to.
 */
export function CopyOutcome({ result, onDismiss }: { result: CopyResult; onDismiss: () => void }) {
  return (
    <SpaceBetween size="xs">
      <Alert type={result.refused.length > 0 ? 'warning' : 'success'} dismissible onDismiss={onDismiss} header={t.copied(result.copied, result.skipped)}>
        {result.refused.length > 0 && (
          <>
            {t.notCopied(result.refused.length)}
            <ul>{result.refused.map((r) => <li key={`${r.DriverID}|${r.day}`}>{t.dayOf(r.name, weekdayDay(r.day))}: {r.message}</li>)}</ul>
          </>
        )}
      </Alert>
      {result.warned.length > 0 && (
        <Alert type="warning" header={t.copiedWithWarnings}>
          <ul>
            {result.warned.flatMap((w) => w.warnings.map((warning) => (
              <li key={`${w.DriverID}|${w.day}|${warning.kind}|${warning.message}`}>{t.dayOf(w.name, weekdayDay(w.day))}: {warning.message}</li>
            )))}
          </ul>
        </Alert>
      )}
    </SpaceBetween>
  );
}
