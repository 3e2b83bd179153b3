import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { CompModelEntryView } from '#shared/payroll-api/pay-docs';
import { usd } from '../common/format.ts';
import { payDocText as t } from '../strings.ts';

/** The compensation entries of a pay document, each with the engine's explanation. */
export function CompModelTable({ entries, total, totalExplanation }: { entries: CompModelEntryView[]; total: number; totalExplanation: string }) {
  return (
    <Table
      variant="embedded"
      header={<Header variant="h3">{t.compModel}</Header>}
      items={entries}
      trackBy={(e) => `${e.label}:${e.adjustmentId ?? ''}`}
      wrapLines
      columnDefinitions={[
        { id: 'label', header: t.label, cell: (e) => e.label, width: 200 },
        { id: 'amount', header: t.amount, cell: (e) => <Box textAlign="right">{usd(e.value)}</Box>, width: 130 },
        { id: 'flags', header: `${t.payable} / ${t.taxable}`, cell: (e) => `${e.payable ? '✓' : '–'} / ${e.taxable ? '✓' : '–'}`, width: 140 },
        { id: 'why', header: t.explanation, cell: (e) => e.explanation },
      ]}
      footer={
        <Box>
          <strong>
            {t.totalCompensation}: {usd(total)}
          </strong>
          <Box variant="small" display="block" color="text-body-secondary">
            {totalExplanation}
          </Box>
        </Box>
      }
    />
  );
}
