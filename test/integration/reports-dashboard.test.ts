import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardView, EldDashboard, ProfitabilityTrend, ProfitabilityView } from '#shared/reports/dashboard-api';
import type { PayRunReport } from '#shared/payroll-api/reports';
import { DEMO_RUN, processedDemoRun } from '../support/demo-run.ts';
import { api, BLUE_RIDGE, RED_MESA } from '../support/tokens.ts';

const OWNER = RED_MESA.owner;
const c = (n: number) => Math.round(n * 100);
const tenths = (n: number) => Math.round(n * 10);
const ROUTES = ['/dashboard', '/dashboard/eld', '/profitability', '/profitability/trend'];

describe('dashboard routes are the owner’s (report minRole 1)', () => {
  it.each(ROUTES)('%s refuses payroll (role 2) and a driver with 403', async (path) => {
    expect((await api('GET', path, { as: RED_MESA.payroll })).status).toBe(403);
    expect((await api('GET', path, { as: RED_MESA.driver })).status).toBe(403);
  });

  it('bad input is a 400 naming the field, never a 500', async () => {
    const long = await api('GET', '/dashboard/eld?from=2026-01-01&to=2026-05-01', { as: OWNER });
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty('to');
    expect((await api('GET', '/dashboard?weekEnding=soon', { as: OWNER })).body.fields).toHaveProperty('weekEnding');
    expect((await api('GET', '/profitability/trend?weeks=500', { as: OWNER })).body.fields).toHaveProperty('weeks');
    expect((await api('GET', `/dashboard/eld?tractors=${'9'.repeat(30)}`, { as: OWNER })).body.fields).toHaveProperty('tractors');
  });
});

describe('the dashboard’s numbers are its pages’ numbers (demo company)', () => {
  let run: { TotalCompensation: number };
  beforeAll(async () => {
    run = await processedDemoRun();
  }, 180_000);

  it('pay total, miles, revenue per mile and MPG are the pay run summary’s totals', async () => {
    const view = (await api('GET', `/dashboard?weekEnding=${DEMO_RUN}`, { as: OWNER })).body as DashboardView;
    const report = (await api('GET', `/payruns/${DEMO_RUN}/report`, { as: RED_MESA.payroll })).body as PayRunReport;
    const tile = (key: string) => view.tiles.find((t) => t.key === key)!;
    expect(view.weekEnding).toBe(DEMO_RUN);
    expect(c(tile('payTotal').value!)).toBe(c(report.totals.totalCompensation));
    expect(c(tile('payTotal').value!)).toBe(c(run.TotalCompensation));
    expect(tile('payTotal').path).toBe(`/payroll-reports/${DEMO_RUN}`);
    expect(tile('miles').value).toBe(report.totals.miles);
    expect(tile('revenuePerMile').value).toBe(Math.round((report.totals.tripRevenue / report.totals.miles) * 100) / 100);
    expect(tile('fleetMpg').value).toBe(Math.round((report.totals.miles / report.totals.gallons) * 10) / 10);
    // The week before the demo week has no pay run: no data, not 0 or NaN.
    expect(tile('payTotal').previous).toBeNull();
    expect(tile('payPerMile').previous).toBeNull();
  });

  it('open defects, documents expiring and tractors overdue are what the repair queue, Document Manager and tractor list show', async () => {
    const view = (await api('GET', '/dashboard', { as: OWNER })).body as DashboardView;
    const tile = (key: string) => view.tiles.find((t) => t.key === key)!.value;
    const defects = (await api('GET', '/defects', { as: OWNER })).body as { totals: { defects: number } };
    const documents = (await api('GET', '/documents', { as: OWNER })).body as { documents: Array<{ status: string }> };
    const tractors = (await api('GET', '/fleet/tractors', { as: OWNER })).body as { tractors: Array<{ Active: boolean; serviceOverdueCount: number; serviceDueSoonCount: number }> };
    expect(tile('openDefects')).toBe(defects.totals.defects);
    expect(tile('openDefects')).toBeGreaterThan(0);
    expect(tile('documentsExpiring')).toBe(documents.documents.filter((d) => d.status === 'expiring').length);
    const active = tractors.tractors.filter((t) => t.Active !== false);
    expect(tile('tractorsOverdue')).toBe(active.filter((t) => t.serviceOverdueCount > 0).length);
    // A tractor is overdue or due soon, never both: the due-soon tile leaves out the overdue ones.
    expect(tile('tractorsDueSoon')).toBe(active.filter((t) => t.serviceOverdueCount === 0 && t.serviceDueSoonCount > 0).length);
    expect(tile('tractorsOverdue')! + tile('tractorsDueSoon')!).toBe(active.filter((t) => t.serviceOverdueCount > 0 || t.serviceDueSoonCount > 0).length);
    expect(JSON.stringify(view)).not.toMatch(/NaN|Infinity/);
  });

  it('profitability of the demo run: totals are the sums of the rows, driver pay the run’s pay, revenue the summary’s', async () => {
    const view = (await api('GET', `/profitability?payRunId=${DEMO_RUN}`, { as: OWNER })).body as ProfitabilityView;
    const report = (await api('GET', `/payruns/${DEMO_RUN}/report`, { as: RED_MESA.payroll })).body as PayRunReport;
    expect(view.calculated).toBe(true);
    for (const col of ['tripRevenue', 'driverPay', 'fuel', 'maintenance', 'expenses', 'margin'] as const) {
      expect(c(view.total[col]), col).toBe(view.tractors.reduce((s, r) => s + c(r[col]), 0));
      expect(c(view.total[col]), col).toBe(view.domiciles.reduce((s, r) => s + c(r[col]), 0));
    }
    expect(c(view.total.driverPay)).toBe(c(run.TotalCompensation));
    expect(c(view.total.tripRevenue)).toBe(c(report.totals.tripRevenue));
    expect(view.total.miles).toBe(report.totals.miles);
    expect(view.tractors.every((r) => r.miles > 0 || r.marginPerMile === null)).toBe(true);
  });

  it('the 13-week trend ends on the newest calculated run (the dashboard’s week) with its total', async () => {
    const trend = (await api('GET', '/profitability/trend?weeks=13', { as: OWNER })).body as ProfitabilityTrend;
    const newest = ((await api('GET', '/dashboard', { as: OWNER })).body as DashboardView).weekEnding!;
    const view = (await api('GET', `/profitability?payRunId=${newest}`, { as: OWNER })).body as ProfitabilityView;
    expect(view.calculated).toBe(true);
    expect(trend.weeks).toHaveLength(13);
    expect(trend.weeks.at(-1)).toEqual({ weekEnding: newest, total: view.total });
    // Other files calculate runs of their own weeks in the same cloud: each week is checked against its own page.
    for (const week of trend.weeks) {
      const answer = await api('GET', `/profitability?payRunId=${week.weekEnding}`, { as: OWNER });
      const page = answer.body as ProfitabilityView;
      expect(week.total, week.weekEnding).toEqual(answer.status === 200 && page.calculated ? page.total : null);
    }
  });

  it('the trend ends on a named week when asked (?weekEnding=), as the dashboard does', async () => {
    const named = '2026-02-07';
    const trend = (await api('GET', `/profitability/trend?weeks=4&weekEnding=${named}`, { as: OWNER })).body as ProfitabilityTrend;
    expect(trend.weeks.map((w) => w.weekEnding)).toEqual(['2026-01-17', '2026-01-24', '2026-01-31', named]);
    expect((await api('GET', '/profitability/trend?weekEnding=2026-02-30', { as: OWNER })).status).toBe(400);
  });
});

describe('ELD mileage dashboard on the demo feed', () => {
  it('tractor totals are the sums of their bars, and driver totals less their team miles, plus unattributed miles, the tractor total', async () => {
    const eld = (await api('GET', '/dashboard/eld?includeDaily=true', { as: OWNER })).body as EldDashboard;
    expect(eld.fleetDaily).toHaveLength(14);
    expect(eld.tractorChart.length).toBeGreaterThan(0);
    for (const t of eld.tractorChart) expect(tenths(t.totalMiles), t.vehicleId).toBe(t.dailyBreakdown!.reduce((s, d) => s + tenths(d.miles), 0));
    expect(tenths(eld.totals.tractorMiles)).toBe(eld.tractorChart.reduce((s, t) => s + tenths(t.totalMiles), 0));
    expect(tenths(eld.totals.driverMiles)).toBe(eld.driverChartData.reduce((s, d) => s + tenths(d.totalMiles), 0));
    // A team's day is in both drivers' totals: once as the day's driver's, once as his co-driver's team miles.
    const teamMiles = eld.driverChartData.reduce((s, d) => s + tenths(d.teamMiles), 0);
    expect(tenths(eld.totals.driverMiles) - teamMiles + tenths(eld.unattributedMiles)).toBe(tenths(eld.totals.tractorMiles));
    expect(eld.driverChartData.length).toBeGreaterThan(0);
    expect(eld.fleetDaily.every((d) => d.movingAverage === null || d.movingAverage > 0)).toBe(true);
  });

  it('over the demo’s 90 days nearly every mile has its driver (the demo logs each plan’s driver in as its history begins)', async () => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 88 * 86_400_000).toISOString().slice(0, 10);
    const eld = (await api('GET', `/dashboard/eld?from=${from}&to=${to}`, { as: OWNER })).body as EldDashboard;
    expect(eld.fleetDaily).toHaveLength(89);
    expect(eld.totals.tractorMiles).toBeGreaterThan(100_000);
    expect(eld.unattributedMiles).toBeLessThan(eld.totals.tractorMiles * 0.05);
    expect(eld.tractorChart[0]!.dailyBreakdown).toBeUndefined();
  });

  it('a tractor filter keeps only those tractors; a driver filter only those drivers', async () => {
    const all = (await api('GET', '/dashboard/eld', { as: OWNER })).body as EldDashboard;
    const one = all.tractorChart[0]!.vehicleId;
    const filtered = (await api('GET', `/dashboard/eld?tractors=${one}`, { as: OWNER })).body as EldDashboard;
    expect(filtered.tractorChart.map((t) => t.vehicleId)).toEqual([one]);
    const driver = all.driverChartData[0]!.DriverID;
    const byDriver = (await api('GET', `/dashboard/eld?drivers=${driver}`, { as: OWNER })).body as EldDashboard;
    expect(byDriver.driverChartData.map((d) => d.DriverID)).toEqual([driver]);
  });
});

describe('another company’s data never shows', () => {
  it('Blue Ridge’s owner sees none of Red Mesa’s tractors, drivers or pay run', async () => {
    const red = (await api('GET', '/dashboard/eld', { as: OWNER })).body as EldDashboard;
    const blue = await api('GET', '/dashboard/eld', { as: BLUE_RIDGE.owner });
    expect(blue.status).toBe(200);
    const blueTractors = new Set((blue.body as EldDashboard).tractorChart.map((t) => t.vehicleId));
    const blueDrivers = new Set((blue.body as EldDashboard).driverChartData.map((d) => d.DriverID));
    expect(red.tractorChart.filter((t) => blueTractors.has(t.vehicleId))).toEqual([]);
    expect(red.driverChartData.filter((d) => blueDrivers.has(d.DriverID))).toEqual([]);
    expect((await api('GET', `/profitability?payRunId=${DEMO_RUN}`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    const dash = (await api('GET', `/dashboard?weekEnding=${DEMO_RUN}`, { as: BLUE_RIDGE.owner })).body as DashboardView;
    expect(dash.tiles.find((t) => t.key === 'payTotal')!.value).toBeNull();
  });
});

describe('the scheduled-report renderers', () => {
  it('dashboard-metrics renders the tiles of the period’s last pay run week; settlement-analysis its tractor rows and their total', async () => {
    const run = await processedDemoRun();
    const { REPORT_RENDERERS } = await import('#lambdas/reports/report-renderers');
    const { parseCsv } = await import('#shared/statement/csv');
    const period = { from: '2025-12-21', to: '2026-01-09' };

    const dashboard = await (await REPORT_RENDERERS['dashboard-metrics']!())('red-mesa-freight', period);
    expect(dashboard.fileName).toBe(`dashboard-${DEMO_RUN}.csv`);
    const [header, ...tiles] = parseCsv(new TextDecoder().decode(dashboard.body));
    expect(header).toEqual(['WeekEnding', 'Figure', 'Value', 'PreviousWeek', 'Page']);
    expect(c(Number(tiles.find((l) => l[1] === 'Pay total')![2]))).toBe(c(run.TotalCompensation));

    const profit = await (await REPORT_RENDERERS['settlement-analysis']!())('red-mesa-freight', period);
    const [cols, ...lines] = parseCsv(new TextDecoder().decode(profit.body));
    const margin = cols!.indexOf('Margin');
    const driverPay = cols!.indexOf('DriverPay');
    expect(lines.at(-1)![1]).toBe('Total');
    expect(c(Number(lines.at(-1)![margin]))).toBe(lines.slice(0, -1).reduce((s, l) => s + c(Number(l[margin])), 0));
    expect(c(Number(lines.at(-1)![driverPay]))).toBe(c(run.TotalCompensation));
  });
});
