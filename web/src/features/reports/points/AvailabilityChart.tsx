import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import type { CountedPointRow } from '#shared/reports/points-summary';
import { pointsText as t } from './strings.ts';

/** Availability_% of each row shown, in the table's order (Cloudscape's own chart, no chart licence). */
export function AvailabilityChart({ rows }: { rows: readonly CountedPointRow[] }) {
  const x = rows.map((r) => r.id);
  return (
    <BarChart
      series={[{ title: t.chartY, type: 'bar', data: rows.map((r) => ({ x: r.id, y: r.availability })) }]}
      xDomain={x}
      yDomain={[0, Math.max(100, ...rows.map((r) => r.availability))]}
      height={240}
      xTitle={t.chartX}
      yTitle={t.chartY}
      ariaLabel={t.chart}
      hideFilter
      hideLegend
      empty={<Box textAlign="center" color="inherit">{t.chartEmpty}</Box>}
    />
  );
}
