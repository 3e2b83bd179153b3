import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import type { ProfitabilityRow } from '#shared/reports/dashboard-api';
import { milesText, usd } from '#web/components/format.ts';
import { profitText } from './strings.ts';

const c = profitText.columns;
type Line = ProfitabilityRow & { isTotal?: boolean };

const strong = (row: Line, text: string) => (row.isTotal ? <Box fontWeight="bold">{text}</Box> : text);

/** Rows and, last, their total (the server adds the rows above it in cents). */
export function ProfitTable({ rows, total, first, label }: { rows: readonly ProfitabilityRow[]; total: ProfitabilityRow; first: string; label: string }) {
  const items: Line[] = [...rows, { ...total, label: profitText.total, isTotal: true }];
  const money = (id: keyof typeof c & keyof ProfitabilityRow, header: string) => ({
    id, header, cell: (r: Line) => strong(r, usd(r[id] as number)),
  });
  return (
    <Table<Line>
      items={items}
      trackBy={(r) => (r.isTotal ? '__total' : `row:${r.key}`)}
      variant="embedded"
      ariaLabels={{ tableLabel: label }}
      empty={<Box color="text-status-inactive">{profitText.empty}</Box>}
      columnDefinitions={[
        { id: 'row', header: first, cell: (r) => strong(r, r.label) },
        ...(first === c.row ? [{ id: 'domicile', header: c.domicile, cell: (r: Line) => r.Domicile ?? '' }] : []),
        { id: 'miles', header: c.miles, cell: (r) => strong(r, milesText(r.miles)) },
        money('tripRevenue', c.tripRevenue),
        money('driverPay', c.driverPay),
        money('fuel', c.fuel),
        money('maintenance', c.maintenance),
        money('expenses', c.expenses),
        money('margin', c.margin),
        { id: 'marginPerMile', header: c.marginPerMile, cell: (r) => strong(r, r.marginPerMile === null ? '—' : usd(r.marginPerMile)) },
      ]}
    />
  );
}
