import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { PayDocView } from '#shared/payroll-api/pay-docs';
import { usd } from '#web/components/format.ts';
import { payDocText as t } from '#web/features/payroll/strings.ts';

/** Every bonus button's outcome for the driver: applied with its amount, or the reason it was not. */
export function BonusOutcomes({ outcomes }: { outcomes: PayDocView['bonusOutcomes'] }) {
  if (outcomes.length === 0) return null;
  return (
    <Table
      variant="embedded"
      header={<Header variant="h3">{t.bonusOutcomes}</Header>}
      items={outcomes}
      trackBy="id"
      wrapLines
      columnDefinitions={[
        { id: 'label', header: t.label, cell: (o) => o.label, width: 200 },
        {
          id: 'state',
          header: t.applied,
          cell: (o) => (o.applied ? <StatusIndicator type="success">{t.applied}</StatusIndicator> : <StatusIndicator type="stopped">{t.reasons[o.reason ?? ''] ?? t.notApplied}</StatusIndicator>),
          width: 260,
        },
        { id: 'amount', header: t.amount, cell: (o) => (o.applied ? usd(o.amount) : '—'), width: 110 },
        { id: 'why', header: t.explanation, cell: (o) => o.explanation },
      ]}
    />
  );
}
