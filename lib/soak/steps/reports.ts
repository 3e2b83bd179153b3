import { expectStatus } from '#lib/soak/step-error';
import type { WeekContext } from '#lib/soak/week-context';

interface Jurisdiction { state: string; miles: number; gallons: number; tax?: number | null }
interface IftaAnswer { result: { totalMiles: number; totalGallons: number; jurisdictions: Jurisdiction[]; nonIfta: Jurisdiction[] }; totalTax: number | null }

/** The quarter a day falls in, as the IFTA page names it. */
export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** Rounding of each row may leave a few hundredths between a total and its rows. */
const close = (a: number, b: number, rows: number): boolean => Math.abs(a - b) <= 0.01 * Math.max(1, rows);

/**
 * The office reads this quarter's IFTA return. Promised: the fleet's miles are the sum of every
 * jurisdiction's (IFTA and not), its gallons the sum of theirs, and the tax the sum of the IFTA rows'.
 */
export async function iftaRead(ctx: WeekContext): Promise<void> {
  const { client, ledger, office } = ctx;
  const path = `/ifta?quarter=${quarterOf(new Date())}`;
  expectStatus(await client.api(office.dispatch, 'GET', path), [200], 'GET /ifta');
  ledger.reconciles(`IFTA ${quarterOf(new Date())}: totals are the sums of the jurisdictions`, async () => {
    const reply = await client.api(office.dispatch, 'GET', path);
    if (reply.status !== 200) return `GET /ifta answered ${reply.status}`;
    const { result, totalTax } = reply.body as IftaAnswer;
    const rows = [...result.jurisdictions, ...result.nonIfta];
    const miles = rows.reduce((s, j) => s + j.miles, 0);
    const gallons = rows.reduce((s, j) => s + j.gallons, 0);
    if (!close(result.totalMiles, miles, rows.length)) return `total miles ${result.totalMiles}, jurisdictions ${miles.toFixed(2)}`;
    if (!close(result.totalGallons, gallons, rows.length)) return `total gallons ${result.totalGallons}, jurisdictions ${gallons.toFixed(3)}`;
    if (totalTax !== null) {
      const tax = result.jurisdictions.reduce((s, j) => s + (j.tax ?? 0), 0);
      if (!close(totalTax, tax, result.jurisdictions.length)) return `total tax ${totalTax}, jurisdictions ${tax.toFixed(2)}`;
    }
    return undefined;
  });
}

interface ProfitRow { key: string; miles: number; tripRevenue: number; driverPay: number; fuel: number; margin: number }
const COLUMNS = ['miles', 'tripRevenue', 'driverPay', 'fuel', 'margin'] as const;

/**
 * The owner's profitability of the week's pay run. Promised: its total is the sum of its tractors and of
 * its domiciles, and its miles and revenue are the pay run summary's.
 */
export async function profitabilityRead(ctx: WeekContext, week: string): Promise<void> {
  const { client, ledger, office } = ctx;
  const path = `/profitability?payRunId=${week}`;
  expectStatus(await client.api(office.owner, 'GET', path), [200], 'GET /profitability');
  ledger.reconciles(`profitability of ${week}: the total is its tractors', its domiciles' and the pay run's`, async () => {
    const reply = await client.api(office.owner, 'GET', path);
    if (reply.status !== 200) return `GET /profitability answered ${reply.status}`;
    const { total, tractors, domiciles } = reply.body as { total: ProfitRow; tractors: ProfitRow[]; domiciles: ProfitRow[] };
    for (const [name, rows] of [['tractors', tractors], ['domiciles', domiciles]] as const) {
      for (const column of COLUMNS) {
        const sum = rows.reduce((s, r) => s + r[column], 0);
        if (!close(total[column], sum, rows.length)) return `total ${column} ${total[column]}, its ${name} add up to ${sum.toFixed(2)}`;
      }
    }
    const report = await client.api(office.payroll, 'GET', `/payruns/${week}/report`);
    if (report.status !== 200) return `GET /payruns/{id}/report answered ${report.status}`;
    const run = report.body.totals as { miles: number; tripRevenue: number };
    if (!close(total.miles, run.miles, 1) || !close(total.tripRevenue, run.tripRevenue, 1)) return `profitability has ${total.miles} mi and $${total.tripRevenue}, the pay run ${run.miles} mi and $${run.tripRevenue}`;
    return undefined;
  });
}
