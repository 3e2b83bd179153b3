import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import type { OdometerDay } from '#shared/telematics/api';
import { telematicsText } from './strings.ts';

const t = telematicsText.feed;

/** Miles a day, stacked by state, oldest day first (Cloudscape's own chart, no chart licence). */
export function OdometerChart({ days }: { days: readonly OdometerDay[] }) {
  const ordered = [...days].reverse();
  const states = [...new Set(ordered.flatMap((d) => d.states.map((s) => s.state)))].sort();
  const series = states.map((state) => ({
    title: state || '—',
    type: 'bar' as const,
    data: ordered.map((d) => ({ x: d.date.slice(5), y: d.states.find((s) => s.state === state)?.miles ?? 0 })),
  }));
  return (
    <BarChart
      series={series}
      xDomain={ordered.map((d) => d.date.slice(5))}
      stackedBars
      height={220}
      xTitle={t.chartDay}
      yTitle={t.chartMiles}
      ariaLabel={t.chartLabel}
      hideFilter
      empty={<Box textAlign="center" color="inherit">{t.chartEmpty}</Box>}
    />
  );
}
