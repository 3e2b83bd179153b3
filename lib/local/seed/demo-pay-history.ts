import { addDays, formatIsoDate, formatUsDate, weekdayOf, type CalendarDay } from '#shared/dates/calendar-day';
import { payPeriodDays } from '#shared/dates/pay-period';
import { readDate } from '#shared/dates/read-date';
import { startOfLocalDay } from '#shared/fleet/zone';
import { STATEMENT_COLUMNS } from '#shared/statement/columns';
import { readStatement, type Cell } from '#shared/statement/read-statement';
import { localDay } from '#shared/telematics/local-day';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { applyChanges, recordChunk } from '#lambdas/imports/pipeline/ledger';
import { planPayroll } from '#lambdas/imports/targets/payroll';
import { companyZone } from '#lambdas/data/company-zone';
import { calculateInProcess } from '#lambdas/workflows/pay-run/in-process';
import { demoPlans, planAt, type TractorPlan } from '#lib/local/telematics/demo-plan';
import { DEMO_UNMATCHED_CARD, demoTransactions } from '#lib/local/wex/demo-transactions';
import { seedDemoAdjustments } from './demo-adjustments.ts';
import { DEMO_COMPANIES, type DemoCompany } from './demo-companies.ts';
import { demoDrivers, demoTractors } from './demo-fleet.ts';

/** Complete pay weeks before today that the demo has calculated: with the week before them, the 13 weeks of the profitability trend. */
export const PAY_HISTORY_WEEKS = 12;

/** The statement's terminal of each demo domicile (the leg payout table pays 852 ↔ 871 and 852 ↔ 910 legs). */
const TERMINALS: Record<string, string> = { PHX: '00852', ELP: '00871', ABQ: '00910' };
/** Linehaul revenue per loaded mile the demo customer pays: $2.10 to $2.60, by trip. */
const MIN_RATE_CENTS = 210;
const RATE_SPREAD_CENTS = 51;
const FUEL_SURCHARGE_RATE = 0.48;
const SAMPLE_MS = 15 * 60_000;

interface WeekLeg { legKey: string; legIndex: number; startDay: string; miles: number }

/**
 * The legs a tractor drove in [fromMs, toMs], each with the miles of it driven inside the window: each
 * climb of the odometer goes to the leg being driven, so the week's legs add up to the feed's week.
 */
function legsDriven(plan: TractorPlan, fromMs: number, toMs: number, timeZone: string): WeekLeg[] {
  const legs = new Map<string, { legIndex: number; startDay?: string; miles: number }>();
  let odometer = planAt(plan, fromMs).odometer;
  for (let at = fromMs; at <= toMs; at += SAMPLE_MS) {
    const p = planAt(plan, at);
    const leg = legs.get(p.legKey) ?? { legIndex: Number(p.legKey.split('.')[1]), miles: 0 };
    leg.miles += p.odometer - odometer;
    odometer = p.odometer;
    if (p.driving && leg.startDay === undefined && at < toMs) leg.startDay = localDay(at, timeZone);
    legs.set(p.legKey, leg);
  }
  return [...legs].flatMap(([legKey, l]) => (l.startDay && l.miles >= 1 && Number.isInteger(l.legIndex) ? [{ legKey, legIndex: l.legIndex, startDay: l.startDay, miles: Math.round(l.miles) }] : []));
}

/** A whole number from a text, the same every time (a trip's rate, its trip number). */
function spread(text: string, modulo: number): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 1_000_003;
  return h % modulo;
}

/**
 * The week's statement of the fleet as the customer sends it: a linehaul trip per leg driven (the
 * drivers without a tractor of their own as second drivers: teams), the card's fuel of its tractors.
 */
export function weekStatement(company: DemoCompany, weekEnding: CalendarDay, weekIndex: number, timeZone: string): Cell[][] {
  const period = payPeriodDays(weekEnding);
  const days = Array.from({ length: 7 }, (_, i) => formatIsoDate(addDays(period.start, i)));
  const fromMs = startOfLocalDay(period.start, timeZone);
  const toMs = startOfLocalDay(addDays(period.end, 1), timeZone);
  const fleet = demoDrivers(company);
  const drivers = new Map(fleet.map((d) => [d.DriverID, d.DisplayName]));
  const plans = demoPlans(company);
  // The drivers no tractor's plan names ride as the second driver of the first tractors: teams.
  const spare = fleet.slice(plans.length).filter((d) => d.Active);
  const teamOf = new Map(plans.slice(0, spare.length).map((p, i) => [p.VehicleID, spare[i]!.DriverID]));
  const header = STATEMENT_COLUMNS.map((c) => c.name);
  const row = (cells: Record<string, Cell>) => header.map((name) => cells[name] ?? '');
  const rows: Cell[][] = [header];
  plans.forEach((plan, tractorIndex) => {
    legsDriven(plan, fromMs, toMs, timeZone).forEach((leg, seq) => {
      const { from, to } = plan.legs[leg.legIndex]!.leg;
      const rateCents = MIN_RATE_CENTS + spread(`${plan.VehicleID}|${leg.legKey}`, RATE_SPREAD_CENTS);
      rows.push(row({
        RecordType: 'TRIP', VehicleID: plan.VehicleID, TripNumber: `78${String(weekIndex).padStart(2, '0')}${String(tractorIndex).padStart(2, '0')}${String(seq).padStart(2, '0')}`,
        TripStartDate: leg.startDay, RunType: 'LINEHAUL', DriverNo1: plan.driverId, DriverName1: drivers.get(plan.driverId) ?? '',
        ...(teamOf.has(plan.VehicleID) ? { DriverNo2: teamOf.get(plan.VehicleID)!, DriverName2: drivers.get(teamOf.get(plan.VehicleID)!) ?? '' } : {}),
        LegOrg: TERMINALS[from] ?? from, LegDest: TERMINALS[to] ?? to, MilesQTY: leg.miles, TripRevenue: (leg.miles * rateCents / 100).toFixed(2), RateFuel: FUEL_SURCHARGE_RATE,
      }));
    });
  });
  const tractors = demoTractors(company);
  const planDriver = new Map(plans.map((p) => [p.VehicleID, p.driverId]));
  for (const f of demoTransactions(company, tractors, timeZone, days)) {
    const VehicleID = tractors.find((t) => t.FuelCardNo === f.FuelCardNo)?.VehicleID;
    if (!VehicleID || f.FuelCardNo === DEMO_UNMATCHED_CARD) continue;
    rows.push(row({
      RecordType: 'FUEL', VehicleID, DriverNo1: planDriver.get(VehicleID) ?? '', TicketNumber: f.transactionId, TransactionDate: f.transactionDate,
      GallonsPurchased: f.gallons, FuelAmount: f.amount.toFixed(2), TruckStopName: `${f.vendorName} ${f.city} ${f.state}`.trim(), FromCarrier: 'N',
    }));
  }
  return rows;
}

/** One past week: its run, its statement imported as the payroll import writes one, then calculated by the pay-run tasks. */
async function seedWeek(company: DemoCompany, weekEnding: CalendarDay, weekIndex: number, timeZone: string): Promise<void> {
  const { companyId } = company;
  const PayRunID = formatIsoDate(weekEnding);
  const read = readStatement(weekStatement(company, weekEnding, weekIndex, timeZone));
  if (!read.ok) throw new Error(`The demo statement of ${PayRunID} is invalid: ${JSON.stringify(read.errors.slice(0, 3))}`);
  const period = payPeriodDays(weekEnding);
  const iso = formatIsoDate;
  await payRunEntity()
    .put({
      companyId, PayRunID, WeekEnding: PayRunID, WeekEndingString: formatUsDate(period.end), PayDate: iso(period.payDate), PayDateString: formatUsDate(period.payDate),
      PayPeriod: { startDate: iso(period.start), endDate: iso(period.end), startDateString: formatUsDate(period.start), endDateString: formatUsDate(period.end), payDate: iso(period.payDate), payDateString: formatUsDate(period.payDate) },
      createdBy: 'Marcus Bell', status: 'draft',
    })
    .go();
  const importBatchId = `demo-statement-${PayRunID}`;
  const fileName = `${companyId.split('-').slice(0, 2).join('-')}-week-${PayRunID}.csv`;
  // The Monday after the week: the customer's statement arrives and payroll imports it.
  const importedAt = new Date(startOfLocalDay(addDays(weekEnding, 2), timeZone) + 15 * 3_600_000).toISOString();
  await importHistoryEntity()
    .put({ companyId, importBatchId, importType: 'payroll', status: 'importing', PayRunID, fileName, fileKey: `demo/${fileName}`, importedAt, importedByUid: 'demo-seed', importedBy: 'Marcus Bell' })
    .go();
  const statement = { trips: read.trips, fuel: read.fuel, tripRows: [], fuelRows: [], droppedPoolRows: read.droppedPoolRows };
  const planned = await planPayroll(companyId, [{ row: 2, value: statement }], { importBatchId, importedBy: 'Marcus Bell', now: importedAt, PayRunID });
  const ledger = await recordChunk(companyId, importBatchId, 0, read.trips.length + read.fuel.length, planned.flatMap((p) => p.changes));
  await applyChanges(ledger.changes);
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({
      status: 'completed', tripCount: read.trips.length, fuelCount: read.fuel.length, vehicleCount: new Set([...read.trips, ...read.fuel].map((r) => r.VehicleID)).size,
      droppedPoolRows: 0, totalRows: read.trips.length + read.fuel.length, createCount: read.trips.length + read.fuel.length, updateCount: 1, skippedCount: 0, chunkCount: 1, chunksDone: 1,
    })
    .go();
  const run = await calculateInProcess(companyId, PayRunID);
  if (run.status !== 'processed' || (run.driversFailed ?? 0) > 0) throw new Error(`The demo pay run ${PayRunID} ended ${run.status}: ${JSON.stringify(run.processingErrors ?? [])}`);
}

/** The complete pay weeks before `today` (YYYY-MM-DD), oldest first: each ends on a Saturday before today. */
export function payHistoryWeeks(today: string, count = PAY_HISTORY_WEEKS): CalendarDay[] {
  const day = readDate(today);
  const lastSaturday = addDays(day, -weekdayOf(day) - 1);
  return Array.from({ length: count }, (_, i) => addDays(lastSaturday, -7 * (count - 1 - i)));
}

/**
 * A company's last 12 pay weeks, each a statement of the feed's own week (a linehaul trip per leg its
 * tractors drove, six of them by teams; revenue $2.10–2.60 a mile; the fuel card's purchases as
 * statement fuel) imported and calculated as payroll would. Only a company with pay rules (Red Mesa, demo-payroll.ts) has them. Runs
 * after the demo data (drivers, tractors, pay rules); a week already calculated is left as it is.
 */
export async function seedPayHistory(company: DemoCompany): Promise<void> {
  if (company.companyId !== 'red-mesa-freight') return;
  const timeZone = await companyZone(company.companyId);
  const weeks = payHistoryWeeks(localDay(Date.now(), timeZone));
  await seedDemoAdjustments(company.companyId, weeks);
  for (const [i, weekEnding] of weeks.entries()) {
    const { data } = await payRunEntity().get({ companyId: company.companyId, PayRunID: formatIsoDate(weekEnding) }).go();
    if (data?.status === 'processed') continue;
    await seedWeek(company, weekEnding, i, timeZone);
  }
}

/** Every demo company's pay history (after seedDemoData). */
export async function seedDemoPayHistory(): Promise<void> {
  for (const company of DEMO_COMPANIES) await seedPayHistory(company);
}
