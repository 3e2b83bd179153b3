import type { Session } from '#lib/soak/client';
import { until } from '#lib/soak/poll';
import { expectStatus, SoakStepError } from '#lib/soak/step-error';
import type { WeekContext } from '#lib/soak/week-context';
import { STATEMENT_DRIVERS, statementFile } from './statement-file.ts';

const FIRST_WEEK = '2031-01-04';
/** Weeks tried after the seed's own when a run is already there (a second soak on a running cloud). */
const WEEKS_TRIED = 52;

const addDays = (iso: string, days: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface PayLine { label?: string; cents: number }
interface Pay { earnings: PayLine[]; earningsCents: number; deductions: PayLine[]; deductionsCents: number; paidCents: number }

/** A Saturday of its own for the seed, far from the demo's weeks; the next free one if a run already has it. */
async function freeWeek(ctx: WeekContext, seed: number): Promise<string> {
  const first = addDays(FIRST_WEEK, 7 * (seed % 500));
  for (let i = 0; i < WEEKS_TRIED; i++) {
    const week = addDays(first, 7 * i);
    const run = await ctx.client.api(ctx.office.payroll, 'GET', `/payruns/${week}`);
    if (run.status === 404) return week;
  }
  throw new SoakStepError(`every week from ${first} for ${WEEKS_TRIED} weeks already has a pay run`);
}

/**
 * Payroll's week: a deduction for Jake and a reimbursement for Maria, a new pay run, the carrier's
 * statement uploaded and imported (workflow), the run calculated (workflow), then its pay documents read.
 */
export async function payRunWithAdjustments(ctx: WeekContext, seed: number): Promise<string> {
  const { client, ledger, random } = ctx;
  const payroll = ctx.office.payroll;
  const week = await freeWeek(ctx, seed);

  const adjustments = [
    { DriverID: STATEMENT_DRIVERS[0].DriverID, kind: 'deduction', label: `Fuel advance ${ctx.stamp}`, amount: random.int(25, 80) },
    { DriverID: STATEMENT_DRIVERS[1].DriverID, kind: 'reimbursement', label: `Scale ticket ${ctx.stamp}`, amount: random.int(10, 30) + 0.5 },
  ];
  for (const a of adjustments) {
    expectStatus(await client.api(payroll, 'POST', '/settlement-adjustments', { ...a, startWeekEnding: week, endWeekEnding: week }), [201], 'POST /settlement-adjustments');
    ledger.once(`adjustment ${a.label}`, async () => {
      const list = await client.api(payroll, 'GET', '/settlement-adjustments');
      const found = (list.body?.adjustments as { label: string }[] | undefined)?.filter((x) => x.label === a.label).length ?? 0;
      return found === 1 ? undefined : `GET /settlement-adjustments lists it ${found} times`;
    });
  }

  expectStatus(await client.api(payroll, 'POST', '/payruns', { weekEnding: week }), [201], 'POST /payruns');
  ledger.written(`pay run ${week}`, async () => ((await client.api(payroll, 'GET', `/payruns/${week}`)).status === 200 ? undefined : 'GET /payruns/{id} does not find it'));

  const statement = statementFile(week, 9_000_000 + random.int(0, 899_999), random);
  const bytes = new TextEncoder().encode(statement.csv);
  const ticket = expectStatus(await client.api(payroll, 'POST', '/statement-uploads', { fileName: `statement-${week}.csv`, size: bytes.length }), [200], 'POST /statement-uploads');
  const put = await client.upload(ticket.body.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.body.contentType }, body: bytes });
  if (put !== 200) throw new SoakStepError(`the statement upload answered ${put}`);
  const started = expectStatus(await client.api(payroll, 'POST', `/payruns/${week}/statement-imports`, { fileKey: ticket.body.fileKey }), [202], 'POST /payruns/{id}/statement-imports');
  const importBatchId = started.body.importBatchId as string;
  const imported = await until('the statement import', () => client.api(payroll, 'GET', `/imports/${importBatchId}`), (a) => a.status === 200 && a.body.status !== 'importing' && a.body.status !== 'validating');
  ledger.workflow(`statement import ${importBatchId}`, async () => endedAs(await client.api(payroll, 'GET', `/imports/${importBatchId}`), ['completed', 'failed']));
  if (imported.body.status !== 'completed') throw new SoakStepError(`the statement import ended ${imported.body.status}: ${String(imported.body.failureMessage ?? '')}`);

  expectStatus(await client.api(payroll, 'POST', `/payruns/${week}/calculations`, {}), [202], 'POST /payruns/{id}/calculations');
  const calculated = await until('the pay-run calculation', () => client.api(payroll, 'GET', `/payruns/${week}`), (a) => a.body?.status === 'processed' || a.body?.status === 'failed');
  ledger.workflow(`pay-run calculation ${week}`, async () => endedAs(await client.api(payroll, 'GET', `/payruns/${week}`), ['processed', 'failed']));
  if (calculated.body.status !== 'processed') throw new SoakStepError(`the pay run ended ${calculated.body.status}`);

  promisePayDocs(ctx, payroll, week, statement.trips, adjustments);
  return week;
}

function endedAs(reply: { status: number; body: any }, ends: readonly string[]): string | undefined {
  if (reply.status !== 200) return `its status route answered ${reply.status}`;
  return ends.includes(reply.body?.status) ? undefined : `still ${String(reply.body?.status)}`;
}

/** The run's pay documents: one per driver, each adding up, the run's total their sum, the adjustments on them. */
function promisePayDocs(ctx: WeekContext, payroll: Session, week: string, trips: ReadonlyMap<string, number>, adjustments: { DriverID: string; label: string; amount: number; kind: string }[]): void {
  const { client, ledger } = ctx;
  const payOf = async (DriverID: string): Promise<Pay> => {
    const doc = await client.api(payroll, 'GET', `/payruns/${week}/paydocs/${DriverID}`);
    if (doc.status !== 200) throw new SoakStepError(`GET /payruns/${week}/paydocs/${DriverID} answered ${doc.status}`);
    return doc.body.pay as Pay;
  };

  ledger.once(`one pay document per driver of ${week}`, async () => {
    const list = await client.api(payroll, 'GET', `/payruns/${week}/paydocs`);
    const ids = (list.body?.payDocs as { DriverID: string; tripCount: number }[] | undefined) ?? [];
    const wrong = [...trips.keys()].filter((d) => ids.filter((p) => p.DriverID === d).length !== 1);
    if (wrong.length > 0) return `drivers without exactly one pay document: ${wrong.join(', ')}`;
    const miscounted = ids.filter((p) => trips.has(p.DriverID) && p.tripCount !== trips.get(p.DriverID));
    return miscounted.length === 0 ? undefined : `trip counts differ from the statement's: ${miscounted.map((p) => `${p.DriverID} ${p.tripCount}≠${trips.get(p.DriverID)}`).join(', ')}`;
  });

  for (const a of adjustments) {
    ledger.written(`${a.kind} ${a.label} on ${a.DriverID}'s pay`, async () => {
      const pay = await payOf(a.DriverID);
      const cents = Math.round(a.amount * 100) * (a.kind === 'deduction' ? -1 : 1);
      const lines = [...pay.earnings, ...pay.deductions].filter((l) => l.label === a.label);
      if (lines.length !== 1) return `the pay document shows it ${lines.length} times`;
      return lines[0]!.cents === cents ? undefined : `it shows ${lines[0]!.cents} cents, not ${cents}`;
    });
  }

  ledger.reconciles(`pay run ${week}: its paid total is the sum of the pay documents`, async () => {
    const report = await client.api(payroll, 'GET', `/payruns/${week}/report`);
    if (report.status !== 200) return `GET /payruns/{id}/report answered ${report.status}`;
    const drivers = (report.body.drivers as { DriverID: string }[]).map((d) => d.DriverID);
    let sumCents = 0;
    for (const DriverID of drivers) {
      const pay = await payOf(DriverID);
      const earned = pay.earnings.reduce((s, l) => s + l.cents, 0);
      const deducted = pay.deductions.reduce((s, l) => s + l.cents, 0);
      if (earned !== pay.earningsCents || deducted !== pay.deductionsCents) return `${DriverID}'s lines add up to ${earned} and ${deducted} cents, not ${pay.earningsCents} and ${pay.deductionsCents}`;
      if (pay.paidCents !== Math.max(0, pay.earningsCents + pay.deductionsCents)) return `${DriverID} is paid ${pay.paidCents} cents, not his earnings plus deductions`;
      sumCents += pay.paidCents;
    }
    const totalCents = Math.round(Number(report.body.totals.paid) * 100);
    return totalCents === sumCents ? undefined : `the run's total paid is ${totalCents} cents, its pay documents add up to ${sumCents}`;
  });
}
