import Table from '@cloudscape-design/components/table';
import { milesText } from '#web/components/format.ts';
import { figureRows, type FigureRow } from './miles-figures.ts';
import { dashboardText } from './strings.ts';

const t = dashboardText.eld;

/** A chart's numbers, readable beside it: each bar's miles and their total. */
export function MilesFigures({ label, chart, items }: { label: string; chart: string; items: ReadonlyArray<{ x: string; y: number }> }) {
  if (items.length === 0) return null;
  const bold = (row: FigureRow, text: string) => (row.total ? <strong>{text}</strong> : text);
  return (
    <Table
      variant="embedded"
      wrapLines
      items={figureRows(items, t.totalRow)}
      trackBy="key"
      ariaLabels={{ tableLabel: t.figures(chart) }}
      columnDefinitions={[
        { id: 'name', header: label, cell: (row) => bold(row, row.name) },
        { id: 'miles', header: t.miles, cell: (row) => bold(row, milesText(row.miles)) },
      ]}
    />
  );
}
