import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import type { UsageView } from '#shared/company/usage';
import { setupText } from './strings.ts';

const t = setupText.usage;

/** Pages opened each week, stacked by role (Cloudscape's own chart); loaded only when the page shows it. */
export function UsageChart({ usage }: { usage: UsageView }) {
  const weeks = usage.weeks.map((w) => w.week);
  const roles = [...new Set(usage.weeks.flatMap((w) => w.rows.map((r) => r.role)))].sort((a, b) => a - b);
  const series = roles.map((role) => ({
    title: t.roleOf(role),
    type: 'bar' as const,
    data: usage.weeks.map((w) => ({ x: w.week, y: w.rows.filter((r) => r.role === role).reduce((sum, r) => sum + r.count, 0) })),
  }));
  return (
    <BarChart
      series={series}
      xDomain={weeks}
      stackedBars
      height={240}
      xTitle={t.chartWeek}
      yTitle={t.chartCount}
      ariaLabel={t.chartLabel}
      hideFilter
      empty={<Box textAlign="center" color="inherit">{t.chartEmpty}</Box>}
    />
  );
}
