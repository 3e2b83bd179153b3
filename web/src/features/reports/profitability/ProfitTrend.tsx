import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import MixedLineBarChart from '@cloudscape-design/components/mixed-line-bar-chart';
import type { ProfitabilityTrend } from '#shared/reports/dashboard-api';
import { usd, usDate } from '#web/components/format.ts';
import { profitText as t } from './strings.ts';

/** Revenue (bars) and margin (line) of the trend's weeks; a week without a calculated run has none. */
export function ProfitTrend({ trend }: { trend: ProfitabilityTrend }) {
  const weeks = trend.weeks.map((w) => usDate(w.weekEnding).slice(0, 5));
  const points = (pick: 'tripRevenue' | 'margin') => trend.weeks.flatMap((w, i) => (w.total ? [{ x: weeks[i]!, y: w.total[pick] }] : []));
  const values = trend.weeks.flatMap((w) => (w.total ? [w.total.tripRevenue, w.total.margin] : []));
  const low = Math.min(0, ...values);
  const high = Math.max(1, ...values);
  return (
    <div data-chart="trend">
      <Header variant="h3" description={t.trendDescription}>{t.trendHeader}</Header>
      <MixedLineBarChart
        series={[{ title: t.revenue, type: 'bar', data: points('tripRevenue') }, { title: t.margin, type: 'line', data: points('margin') }]}
        xDomain={weeks}
        yDomain={[Math.floor(low * 1.1), Math.ceil(high * 1.1)]}
        xScaleType="categorical"
        xTitle={t.week}
        yTitle={t.dollars}
        height={240}
        hideFilter
        ariaLabel={t.trendHeader}
        empty={<Box color="text-status-inactive">{t.chartEmpty}</Box>}
        i18nStrings={{ yTickFormatter: (y) => usd(y) }}
      />
    </div>
  );
}
