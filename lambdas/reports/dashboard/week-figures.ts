import { columnSum } from '#shared/payroll-summary/column-sum';
import { NO_WEEK, type WeekFigures } from '#shared/reports/dashboard-tiles';
import { payRunEntity, type PayRunItem } from '#lambdas/data/entities/pay-run';
import { vehicleSummaryEntity } from '#lambdas/data/entities/vehicle-summary';

/** How far back the dashboard looks for the newest calculated run before it takes the newest run as it is. */
const RECENT_RUNS = 8;

export const isCalculated = (run: Pick<PayRunItem, 'status'>): boolean => run.status === 'processed';

/** The newest calculated pay run (else the newest run), or undefined for a company without runs. */
export async function latestPayRun(companyId: string): Promise<PayRunItem | undefined> {
  const { data } = await payRunEntity().query.byRun({ companyId }).go({ order: 'desc', limit: RECENT_RUNS });
  return data.find(isCalculated) ?? data[0];
}

export async function payRunOf(companyId: string, PayRunID: string): Promise<PayRunItem | undefined> {
  return (await payRunEntity().get({ companyId, PayRunID }).go()).data ?? undefined;
}

/**
 * A week's pay-run figures as the run's summary report (/payroll-reports/{id}) totals them: the stored
 * run total, and the miles, trip revenue and gallons of its vehicle rows. No data until the run is calculated.
 */
export async function weekFigures(companyId: string, run: PayRunItem | undefined): Promise<WeekFigures> {
  if (!run || !isCalculated(run)) return NO_WEEK;
  const { data } = await vehicleSummaryEntity()
    .query.byRun({ companyId, payrunId: run.PayRunID })
    .go({ pages: 'all', attributes: ['vehicleId', 'miles', 'tripRevenue', 'gallons'] });
  return {
    payTotal: run.TotalCompensation ?? 0,
    miles: data.length === 0 ? null : columnSum(data, (v) => v.miles ?? 0),
    tripRevenue: data.length === 0 ? null : columnSum(data, (v) => v.tripRevenue ?? 0),
    gallons: data.length === 0 ? null : columnSum(data, (v) => v.gallons ?? 0, 3),
  };
}
