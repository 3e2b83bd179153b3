import { describe, expect, it } from 'vitest';
import type { DashboardView, EldDashboard, ProfitabilityTrend, ProfitabilityView } from '#shared/reports/dashboard-api';
import type { PayRunReport } from '#shared/payroll-api/reports';
import { localDay, shiftDay } from '#shared/telematics/local-day';
import { RED_MESA as RED_MESA_SEED } from '#lib/local/seed/demo-companies';
import { PAY_HISTORY_WEEKS, payHistoryWeeks } from '#lib/local/seed/demo-pay-history';
import { formatIsoDate } from '#shared/dates/calendar-day';
import { api, RED_MESA } from '../support/tokens.ts';

const OWNER = RED_MESA.owner;
const PAYROLL = RED_MESA.payroll;
const c = (n: number) => Math.round(n * 100);
const weeks = payHistoryWeeks(localDay(Date.now(), RED_MESA_SEED.timeZone)).map(formatIsoDate);
const newest = weeks.at(-1)!;
const report = async (week: string) => (await api('GET', `/payruns/${week}/report`, { as: PAYROLL })).body as PayRunReport;

describe('the demo’s calculated pay weeks (Red Mesa)', () => {
  it('the last 12 complete weeks are calculated runs whose total is the sum of their pay documents', async () => {
    expect(weeks).toHaveLength(PAY_HISTORY_WEEKS);
    for (const week of weeks) {
      const run = (await api('GET', `/payruns/${week}`, { as: PAYROLL })).body;
      expect(run.status, week).toBe('processed');
      expect(run.progress.driversFailed, week).toBe(0);
      const r = await report(week);
      expect(r.drivers.length, week).toBeGreaterThan(10);
      expect(c(r.totals.totalCompensation), week).toBe(c(run.TotalCompensation));
      expect(c(run.TotalCompensation), week).toBe(r.drivers.reduce((s, d) => s + c(d.totalCompensation), 0));
      expect(r.totals.tripRevenue / r.totals.miles, week).toBeGreaterThanOrEqual(2.1);
      expect(r.totals.tripRevenue / r.totals.miles, week).toBeLessThanOrEqual(2.6);
      expect(r.totals.gallons, week).toBeGreaterThan(0);
    }
  });

  it('the weeks carry settlement adjustments: a weekly escrow, a cash advance and its repayment, a toll reimbursement', async () => {
    const row = async (week: string, DriverID: string) => (await report(week)).drivers.find((d) => d.DriverID === DriverID)!;
    expect((await row(weeks[5]!, '1004505')).adjustments).toBe(250);
    expect((await row(weeks[6]!, '1004505')).adjustments).toBeLessThan(0);
    expect((await row(weeks[8]!, '1004508')).adjustments).toBe(42.75);
    for (const week of [weeks[2]!, weeks[9]!]) expect((await row(week, '1004504')).adjustments, week).toBeLessThan(0);
    expect((await row(weeks[10]!, '1004504')).adjustments).toBe(0);
  });

  it('each tractor’s statement miles of the newest week are the feed’s miles of that week within 2%', async () => {
    const r = await report(newest);
    const eld = (await api('GET', `/dashboard/eld?from=${shiftDay(newest, -6)}&to=${newest}`, { as: OWNER })).body as EldDashboard;
    const feed = new Map(eld.tractorChart.map((t) => [t.vehicleId, t.totalMiles]));
    expect(r.vehicles.length).toBeGreaterThan(10);
    for (const v of r.vehicles) {
      expect(feed.get(v.VehicleID), v.VehicleID).toBeGreaterThan(0);
      expect(Math.abs(v.miles - feed.get(v.VehicleID)!), v.VehicleID).toBeLessThan(feed.get(v.VehicleID)! * 0.02);
    }
  });

  it('the dashboard shows the newest week’s pay total and per mile against the week before', async () => {
    // The week is named: a later week another test calculates (the driver pay e2e's) would be the default.
    const view = (await api('GET', `/dashboard?weekEnding=${newest}`, { as: OWNER })).body as DashboardView;
    const [last, before] = [await report(newest), await report(weeks.at(-2)!)];
    const tile = (key: string) => view.tiles.find((t) => t.key === key)!;
    expect(view.weekEnding).toBe(newest);
    expect(view.previousWeekEnding).toBe(weeks.at(-2));
    expect(c(tile('payTotal').value!)).toBe(c(last.totals.totalCompensation));
    expect(c(tile('payTotal').previous!)).toBe(c(before.totals.totalCompensation));
    expect(tile('payPerMile').value).toBe(Math.round((last.totals.totalCompensation / last.totals.miles) * 100) / 100);
    expect(tile('payPerMile').previous).toBe(Math.round((before.totals.totalCompensation / before.totals.miles) * 100) / 100);
  });

  it('the 13-week profitability trend has a total for each of the 12 weeks, each its snapshot’s total', async () => {
    const trend = (await api('GET', `/profitability/trend?weeks=13&weekEnding=${newest}`, { as: OWNER })).body as ProfitabilityTrend;
    expect(trend.weeks.map((w) => w.weekEnding).slice(1)).toEqual(weeks);
    expect(trend.weeks[0]!.total).toBeNull();
    for (const week of [weeks[0]!, newest]) {
      const view = (await api('GET', `/profitability?payRunId=${week}`, { as: OWNER })).body as ProfitabilityView;
      expect(trend.weeks.find((w) => w.weekEnding === week)!.total).toEqual(view.total);
      expect(view.total.margin).toBeGreaterThan(0);
      // The card purchases are the statement's fuel lines: none is counted twice.
      expect(c(view.total.fuel)).toBeLessThan(c(view.total.tripRevenue) * 0.4);
    }
    expect(trend.weeks.slice(1).every((w) => w.total !== null)).toBe(true);
  });

  it('the sample week of 2026-01-03 is still the sample statement', async () => {
    const run = (await api('GET', '/payruns/2026-01-03', { as: PAYROLL })).body;
    expect(run.importBatchId).toBe('demo-statement-2026-01-03');
    expect(run.DriverList).toHaveLength(20);
  });
});
