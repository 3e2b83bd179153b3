import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { CompModelEntryView } from '#shared/payroll-api/pay-docs';
import { payColumns } from '#shared/payroll-summary/pay-columns';
import { usd } from '#web/components/format.ts';
import { payDocText as t } from '#web/features/payroll/strings.ts';
import { payLineAmount } from './pay-line-amount.ts';

/** The compensation entries of a pay document as they count toward its total (which they add up to), each with the engine's explanation. */
export function CompModelTable({ entries, totalExplanation }: { entries: CompModelEntryView[]; totalExplanation: string }) {
  return (
    <Table
      variant="embedded"
      header={<Header variant="h3">{t.compModel}</Header>}
      items={entries}
      trackBy={(e) => `${e.label}:${e.adjustmentId ?? ''}`}
      wrapLines
      columnDefinitions={[
        { id: 'label', header: t.label, cell: (e) => e.label, width: 200 },
        { id: 'amount', header: t.inTotal, cell: (e) => <Box textAlign="right">{payLineAmount(e)}</Box>, width: 150 },
        { id: 'flags', header: `${t.payable} / ${t.taxable}`, cell: (e) => `${e.payable ? '✓' : '–'} / ${e.taxable ? '✓' : '–'}`, width: 140 },
        { id: 'why', header: t.explanation, cell: (e) => e.explanation },
      ]}
      footer={
        <Box>
          <strong>
            {t.totalCompensation}: {usd(payColumns(entries).totalCompensation)}
          </strong>
          <Box variant="small" display="block" color="text-body-secondary">
            {totalExplanation}
          </Box>
        </Box>
      }
    />
  );
}
