import { useQuery } from '@tanstack/react-query';
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import Header from '@cloudscape-design/components/header';
import MixedLineBarChart from '@cloudscape-design/components/mixed-line-bar-chart';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useMemo, useState } from 'react';
import { isoDaysBefore } from '#shared/dates/calendar-day';
import { MAX_FILTER_IDS, type EldDashboard } from '#shared/reports/dashboard-api';
import { sumMiles } from '#shared/reports/eld-mileage';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { dashboardApi, dashboardKeys } from '#web/api/dashboard.ts';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';
import { milesText, usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { MilesFigures } from './MilesFigures.tsx';
import { dashboardText } from './strings.ts';

const t = dashboardText.eld;
const RANGES = [7, 14, 30, 60, 90];
const DEFAULT_RANGE = 14;

function lastDays(days: number, today: string): { from: string; to: string } {
  return { from: isoDaysBefore(today, days - 1), to: today };
}

const shortDay = (iso: string) => usDate(iso).slice(0, 5);

/** Bars of miles; by name (tractor, driver) they lie across the chart so every name stays readable. */
function MilesBars({ label, items, across = false }: { label: string; items: Array<{ x: string; y: number }>; across?: boolean }) {
  const top = Math.max(1, ...items.map((i) => i.y));
  return (
    <BarChart
      series={[{ title: t.miles, type: 'bar', data: items }]}
      xDomain={items.map((i) => i.x)}
      yDomain={[0, Math.ceil(top * 1.1)]}
      xScaleType="categorical"
      xTitle={label}
      yTitle={t.miles}
      horizontalBars={across}
      height={across ? Math.max(160, items.length * 26) : 260}
      hideFilter
      hideLegend
      ariaLabel={label}
      empty={<Box color="text-status-inactive">{t.chartEmpty}</Box>}
      i18nStrings={{ yTickFormatter: (y) => milesText(y) }}
    />
  );
}

function TractorDaily({ eld }: { eld: EldDashboard }) {
  const [chosen, setChosen] = useState('');
  const tractor = eld.tractorChart.find((r) => r.vehicleId === chosen) ?? eld.tractorChart[0];
  if (!tractor?.dailyBreakdown) return null;
  const bars = tractor.dailyBreakdown.map((d) => ({ x: shortDay(d.date), y: d.miles }));
  return (
    <SpaceBetween size="xs">
      <FormField label={t.tractor}>
        <Select
          ariaLabel={t.tractor}
          selectedOption={{ value: tractor.vehicleId, label: tractor.vehicleId }}
          options={eld.tractorChart.map((r) => ({ value: r.vehicleId, label: r.vehicleId }))}
          onChange={({ detail }) => setChosen(detail.selectedOption.value ?? '')}
        />
      </FormField>
      <Box variant="h3">{t.tractorDaily(tractor.vehicleId)} · {t.total(milesText(sumMiles(bars.map((b) => b.y))))}</Box>
      <MilesBars label={t.day} items={bars} />
      <MilesFigures label={t.day} chart={t.tractorDaily(tractor.vehicleId)} items={bars} />
    </SpaceBetween>
  );
}

/** The driver chart's total is the sum of its bars; a team's miles are in both drivers' bars, and it says how many. */
function driverTotalText(bars: ReadonlyArray<{ y: number }>, eld: EldDashboard): string {
  const total = milesText(sumMiles(bars.map((b) => b.y)));
  const team = sumMiles(eld.driverChartData.map((d) => d.teamMiles ?? 0));
  return team > 0 ? t.driverTotal(total, milesText(team)) : t.total(total);
}

function Charts({ eld }: { eld: EldDashboard }) {
  const tractorBars = eld.tractorChart.map((r) => ({ x: r.vehicleId, y: r.totalMiles }));
  const driverBars = [
    ...eld.driverChartData.map((d) => ({ x: d.DisplayName ?? d.DriverID, y: d.totalMiles })),
    ...(eld.unattributedMiles > 0 ? [{ x: t.noDriver, y: eld.unattributedMiles }] : []),
  ];
  const days = eld.fleetDaily.map((d) => shortDay(d.date));
  const fleetTop = Math.max(1, ...eld.fleetDaily.map((d) => Math.max(d.miles ?? 0, d.movingAverage ?? 0)));
  if (eld.tractorChart.length === 0) return <Box color="text-status-inactive">{t.empty}</Box>;
  return (
    <SpaceBetween size="l">
      <div data-chart="tractors">
        <Header variant="h3" counter={`(${tractorBars.length})`} description={t.total(milesText(sumMiles(tractorBars.map((b) => b.y))))}>{t.tractorHeader}</Header>
        <MilesBars label={t.tractor} items={tractorBars} across />
        <MilesFigures label={t.tractor} chart={t.tractorHeader} items={tractorBars} />
      </div>
      <TractorDaily eld={eld} />
      <div data-chart="drivers">
        <Header variant="h3" counter={`(${eld.driverChartData.length})`} description={driverTotalText(driverBars, eld)}>{t.driverHeader}</Header>
        <MilesBars label={t.driver} items={driverBars} across />
        <MilesFigures label={t.driver} chart={t.driverHeader} items={driverBars} />
      </div>
      <div data-chart="fleet">
        <Header variant="h3" description={t.fleetDescription}>{t.fleetHeader}</Header>
        <MixedLineBarChart
          series={[
            { title: t.fleetMiles, type: 'bar', data: eld.fleetDaily.flatMap((d, i) => (d.miles === null ? [] : [{ x: days[i]!, y: d.miles }])) },
            { title: t.movingAverage, type: 'line', data: eld.fleetDaily.flatMap((d, i) => (d.movingAverage === null ? [] : [{ x: days[i]!, y: d.movingAverage }])) },
          ]}
          xDomain={days}
          yDomain={[0, Math.ceil(fleetTop * 1.1)]}
          xScaleType="categorical"
          xTitle={t.day}
          yTitle={t.miles}
          height={260}
          hideFilter
          ariaLabel={t.fleetHeader}
          empty={<Box color="text-status-inactive">{t.chartEmpty}</Box>}
          i18nStrings={{ yTickFormatter: (y) => milesText(y) }}
        />
      </div>
    </SpaceBetween>
  );
}

/** ELD mileage over a chosen range: tractor and driver totals, a tractor's days, the fleet's days with the 90-day moving average. */
export function EldMileage() {
  const [days, setDays] = useState(DEFAULT_RANGE);
  const [includeDaily, setIncludeDaily] = useState(true);
  const [tractors, setTractors] = useState<string[]>([]);
  const today = useCompanyToday();
  const request = useMemo(() => ({ ...lastDays(days, today), includeDaily, tractors }), [days, today, includeDaily, tractors]);
  const fleet = useQuery({ queryKey: fleetKeys.tractors, queryFn: fleetApi.tractors });
  const tractorOptions = (fleet.data ?? []).map((v) => ({ value: v.VehicleID, label: v.VehicleID }));
  const load = useQuery({ queryKey: dashboardKeys.eld(request), queryFn: () => dashboardApi.eld(request) });
  const options = RANGES.map((n) => ({ value: String(n), label: t.lastDays(n) }));
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t.description}
          actions={
            <SpaceBetween direction="horizontal" size="m" alignItems="center">
              <Multiselect
                ariaLabel={t.tractors}
                placeholder={t.allTractors}
                selectedOptions={tractorOptions.filter((o) => tractors.includes(o.value))}
                options={tractorOptions}
                filteringType="auto"
                tokenLimit={3}
                onChange={({ detail }) => setTractors(detail.selectedOptions.flatMap((o) => (o.value ? [o.value] : [])).slice(0, MAX_FILTER_IDS))}
              />
              <Select ariaLabel={t.range} selectedOption={options.find((o) => o.value === String(days))!} options={options} onChange={({ detail }) => setDays(Number(detail.selectedOption.value))} />
              <Toggle checked={includeDaily} onChange={({ detail }) => setIncludeDaily(detail.checked)}>{t.daily}</Toggle>
            </SpaceBetween>
          }
        >
          {t.header}
        </Header>
      }
    >
      <Loaded query={load} feature={t.header}>{(eld) => <Charts eld={eld} />}</Loaded>
    </Container>
  );
}
