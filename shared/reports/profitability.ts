import { cents, centsToAmount, type Cents } from '#shared/money/round';
import type { ProfitabilityRow } from './dashboard-api.ts';
import { dayCount, daysOf } from './eld-mileage.ts';

/**
 * The profitability snapshot of one pay run (report settlement-analysis): per tractor, per domicile and
 * for the run, trip revenue less driver pay, fuel, maintenance and the tractor expense rules. Money is
 * added in whole cents, so each total row is exactly the sum of the rows above it.
 */

export const NOT_A_TRACTOR = '';
export const NOT_A_TRACTOR_LABEL = 'Not tied to a tractor';
export const NO_DOMICILE_LABEL = 'No domicile';

export interface ExpenseRule {
  VehicleID: string;
  expenseName: string;
  amount: number;
  basis: 'week' | 'month' | 'mile';
  startDate: string;
  endDate?: string | undefined;
}

export interface ProfitabilityInput {
  period: { startDate: string; endDate: string };
  tractors: ReadonlyArray<{ VehicleID: string; Domicile?: string | undefined }>;
  /** The run's vehicle summaries: the miles and revenue the run report shows. */
  vehicles: ReadonlyArray<{ VehicleID: string; miles: number; tripRevenue: number }>;
  payDocs: ReadonlyArray<{ DriverID: string; totalCompensation: number }>;
  trips: ReadonlyArray<{ VehicleID: string; DriverNo1: string; DriverNo2?: string | undefined; MilesQTY: number }>;
  statementFuel: ReadonlyArray<{ VehicleID: string; date?: string | undefined; amount: number }>;
  cardFuel: ReadonlyArray<{ VehicleID?: string | undefined; date: string; amount: number }>;
  maintenance: ReadonlyArray<{ VehicleID: string; total: number }>;
  rules: readonly ExpenseRule[];
}

interface Money {
  miles: number;
  tripRevenue: Cents;
  driverPay: Cents;
  fuel: Cents;
  maintenance: Cents;
  expenses: Cents;
}

const empty = (): Money => ({ miles: 0, tripRevenue: 0, driverPay: 0, fuel: 0, maintenance: 0, expenses: 0 });

/** Margin per mile, or null when there are no miles to divide by. */
export function perMile(amount: number, miles: number): number | null {
  if (!(miles > 0) || !Number.isFinite(amount)) return null;
  return Math.round((amount / miles) * 100) / 100 + 0;
}

function rowOf(key: string, label: string, m: Money, Domicile?: string): ProfitabilityRow {
  const marginCents = m.tripRevenue - m.driverPay - m.fuel - m.maintenance - m.expenses;
  const miles = Math.round(m.miles * 100) / 100 + 0;
  return {
    key,
    label,
    ...(Domicile !== undefined ? { Domicile } : {}),
    miles,
    tripRevenue: centsToAmount(m.tripRevenue),
    driverPay: centsToAmount(m.driverPay),
    fuel: centsToAmount(m.fuel),
    maintenance: centsToAmount(m.maintenance),
    expenses: centsToAmount(m.expenses),
    margin: centsToAmount(marginCents),
    marginPerMile: perMile(centsToAmount(marginCents), miles),
  };
}

/** Splits whole cents by weights so the parts add up exactly (largest remainder, ties to the first). */
export function allocateCents(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * Math.max(0, w)) / sum);
  const parts = raw.map((r) => Math.trunc(r));
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = raw.map((r, i) => ({ i, frac: Math.abs(r - Math.trunc(r)) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  const step = Math.sign(left);
  for (let k = 0; left !== 0 && order.length > 0; k = (k + 1) % order.length) {
    parts[order[k]!.i]! += step;
    left -= step;
  }
  return parts;
}

/**
 * A rule's cost in the pay period, pro rata of the days of the period it applies: a weekly amount a
 * seventh a day, a monthly amount 1/(days of that month) a day, a per-mile amount times the tractor's
 * miles of the period times the share of the period's days the rule applies. Rounded to the cent.
 */
export function ruleCost(rule: ExpenseRule, period: { startDate: string; endDate: string }, tractorMiles: number): Cents {
  const first = rule.startDate > period.startDate ? rule.startDate : period.startDate;
  const last = rule.endDate !== undefined && rule.endDate < period.endDate ? rule.endDate : period.endDate;
  if (first > last) return 0;
  const days = daysOf(first, last);
  if (rule.basis === 'week') return cents((rule.amount * days.length) / 7);
  if (rule.basis === 'month') return cents(days.reduce((s, d) => s + rule.amount / daysInMonth(d), 0));
  return cents((rule.amount * tractorMiles * days.length) / dayCount(period.startDate, period.endDate));
}

function daysInMonth(day: string): number {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A tractor's rules: its own, and the fleet-wide (*) ones it has no rule of the same name for. */
export function rulesOf(vehicleId: string, rules: readonly ExpenseRule[]): ExpenseRule[] {
  const own = rules.filter((r) => r.VehicleID === vehicleId);
  const names = new Set(own.map((r) => r.expenseName.toLowerCase()));
  return [...own, ...rules.filter((r) => r.VehicleID === '*' && !names.has(r.expenseName.toLowerCase()))];
}

/** A statement's date as YYYY-MM-DD (it may hold MM/DD/YYYY); '' when unreadable. */
export function statementDay(value: string | undefined): string {
  if (!value) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value.trim());
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : '';
}

/**
 * Card purchases the statement does not already hold. A purchase is on the statement when a statement
 * fuel line has the same tractor, day and amount to the cent; each line stands for one purchase.
 */
export function cardFuelNotOnStatement<T extends { VehicleID?: string | undefined; date: string; amount: number }>(
  statement: ProfitabilityInput['statementFuel'],
  card: readonly T[],
): { kept: T[]; onStatement: number } {
  const lines = new Map<string, number>();
  for (const f of statement) {
    const key = `${f.VehicleID}|${statementDay(f.date)}|${cents(f.amount)}`;
    lines.set(key, (lines.get(key) ?? 0) + 1);
  }
  const kept: T[] = [];
  let onStatement = 0;
  for (const p of card) {
    const key = `${p.VehicleID ?? ''}|${p.date}|${cents(p.amount)}`;
    const left = lines.get(key) ?? 0;
    if (p.VehicleID && left > 0) {
      lines.set(key, left - 1);
      onStatement += 1;
    } else kept.push(p);
  }
  return { kept, onStatement };
}

/**
 * Each driver's pay spread over the tractors he drove this run, by his trip miles on each (a team trip
 * counts its miles for both drivers); a driver without trip miles (time pay only) is not tied to a tractor.
 */
export function driverPayByTractor(payDocs: ProfitabilityInput['payDocs'], trips: ProfitabilityInput['trips']): Map<string, Cents> {
  const milesOf = new Map<string, Map<string, number>>();
  const add = (driver: string | undefined, vehicle: string, miles: number) => {
    if (!driver) return;
    const m = milesOf.get(driver) ?? new Map<string, number>();
    m.set(vehicle, (m.get(vehicle) ?? 0) + Math.max(0, miles));
    milesOf.set(driver, m);
  };
  for (const t of trips) {
    add(t.DriverNo1, t.VehicleID, t.MilesQTY);
    if (t.DriverNo2 && t.DriverNo2 !== t.DriverNo1) add(t.DriverNo2, t.VehicleID, t.MilesQTY);
  }
  const out = new Map<string, Cents>();
  for (const doc of payDocs) {
    const perVehicle = [...(milesOf.get(doc.DriverID) ?? new Map<string, number>())].filter(([, m]) => m > 0);
    const pay = cents(doc.totalCompensation);
    if (perVehicle.length === 0) {
      out.set(NOT_A_TRACTOR, (out.get(NOT_A_TRACTOR) ?? 0) + pay);
      continue;
    }
    const parts = allocateCents(pay, perVehicle.map(([, m]) => m));
    perVehicle.forEach(([vehicle], i) => out.set(vehicle, (out.get(vehicle) ?? 0) + parts[i]!));
  }
  return out;
}

export interface ProfitabilityResult {
  tractors: ProfitabilityRow[];
  domiciles: ProfitabilityRow[];
  total: ProfitabilityRow;
  cardPurchasesOnStatement: number;
}

function sumMoney(rows: readonly Money[]): Money {
  const s = empty();
  for (const r of rows) {
    s.miles = Math.round((s.miles + r.miles) * 100) / 100;
    s.tripRevenue += r.tripRevenue;
    s.driverPay += r.driverPay;
    s.fuel += r.fuel;
    s.maintenance += r.maintenance;
    s.expenses += r.expenses;
  }
  return s;
}

/** The snapshot of a pay run: tractor rows (costs not tied to a tractor on a row of their own), domicile rows and the run total. */
export function profitability(input: ProfitabilityInput): ProfitabilityResult {
  const byVehicle = new Map<string, Money>();
  const of = (id: string) => {
    const m = byVehicle.get(id) ?? empty();
    byVehicle.set(id, m);
    return m;
  };
  for (const v of input.vehicles) {
    const m = of(v.VehicleID);
    m.miles = Math.round((m.miles + v.miles) * 100) / 100;
    m.tripRevenue += cents(v.tripRevenue);
  }
  for (const [vehicle, pay] of driverPayByTractor(input.payDocs, input.trips)) of(vehicle).driverPay += pay;
  const { kept, onStatement } = cardFuelNotOnStatement(input.statementFuel, input.cardFuel);
  for (const f of input.statementFuel) of(f.VehicleID).fuel += cents(f.amount);
  for (const p of kept) of(p.VehicleID ?? NOT_A_TRACTOR).fuel += cents(p.amount);
  for (const r of input.maintenance) of(r.VehicleID).maintenance += cents(r.total);
  // A tractor's own rule is a cost of the week even when the tractor stood still.
  const applies = (r: ExpenseRule) => r.startDate <= input.period.endDate && (r.endDate === undefined || r.endDate >= input.period.startDate);
  for (const r of input.rules) if (r.VehicleID !== '*' && applies(r)) of(r.VehicleID);
  for (const [id, m] of byVehicle) {
    if (id === NOT_A_TRACTOR) continue;
    m.expenses += rulesOf(id, input.rules).reduce((s, r) => s + ruleCost(r, input.period, m.miles), 0);
  }

  const domicileOf = new Map(input.tractors.map((t) => [t.VehicleID, t.Domicile ?? '']));
  const ids = [...byVehicle.keys()].filter((id) => id !== NOT_A_TRACTOR).sort();
  if (byVehicle.has(NOT_A_TRACTOR)) ids.push(NOT_A_TRACTOR);
  const tractors = ids.map((id) => (id === NOT_A_TRACTOR ? rowOf(id, NOT_A_TRACTOR_LABEL, byVehicle.get(id)!) : rowOf(id, id, byVehicle.get(id)!, domicileOf.get(id) ?? '')));

  const groups = new Map<string, Money[]>();
  for (const id of ids) {
    const key = id === NOT_A_TRACTOR ? NOT_A_TRACTOR : `d:${domicileOf.get(id) ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), byVehicle.get(id)!]);
  }
  const domiciles = [...groups]
    .sort(([a], [b]) => (a === NOT_A_TRACTOR ? 1 : b === NOT_A_TRACTOR ? -1 : a.localeCompare(b)))
    .map(([key, rows]) => {
      if (key === NOT_A_TRACTOR) return rowOf(NOT_A_TRACTOR, NOT_A_TRACTOR_LABEL, sumMoney(rows));
      const code = key.slice(2);
      return rowOf(code, code || NO_DOMICILE_LABEL, sumMoney(rows));
    });
  return { tractors, domiciles, total: rowOf('total', 'Total', sumMoney(ids.map((id) => byVehicle.get(id)!))), cardPurchasesOnStatement: onStatement };
}
