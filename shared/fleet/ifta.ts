import * as z from 'zod';
import { fromNumber, mul, sign, sub, toNumber, type Decimal } from '#shared/money/decimal';
import { formatIsoDate } from './dates.ts';
import { parseOrRefuse, refuse } from './errors.ts';
import { divideRounded, shown, sum } from './exact.ts';
import { code, dayField, expecting, id, MAX_TEXT, numeric, optionalNumeric, readTimeZone, record, rows } from './fields.ts';
import { IFTA_JURISDICTIONS, readQuarter, returnDueDate, type Quarter } from './ifta-jurisdictions.ts';

/** The quarterly IFTA return (fleet-rules.md "IFTA"). */

const quarterField = z.string(expecting('a quarter such as 2026-Q3')).max(MAX_TEXT).transform((value, ctx): Quarter => {
  const quarter = readQuarter(value);
  if (!quarter) {
    ctx.addIssue({ code: 'custom', message: `unreadable quarter ${JSON.stringify(value)}: expected YYYY-Qn such as 2026-Q3` });
    return z.NEVER;
  }
  return quarter;
});

function iftaSchema(timeZone: string) {
  const date = dayField(timeZone);
  return record({
    quarter: quarterField,
    timeZone: z.unknown().optional(),
    mileage: rows(record({ VehicleID: id.nullish(), date, state: code, miles: numeric })),
    fuel: rows(record({ VehicleID: id.nullish(), date, state: code, gallons: numeric })),
    rates: rows(record({ state: code, rate: optionalNumeric })).nullish(),
  });
}

export type IftaInput = z.input<ReturnType<typeof iftaSchema>>;

export interface IftaJurisdiction {
  state: string;
  miles: number;
  gallons: number;
  taxableMiles: number;
  taxableGallons: number;
  taxPaidGallons: number;
  netTaxableGallons: number;
  rate: number | null;
  tax: number | null;
  reason: string;
}

export interface NonIftaJurisdiction { state: string; miles: number; gallons: number; reason: string }

export interface IftaResult {
  quarter: string;
  timeZone: string;
  firstDay: string;
  lastDay: string;
  totalMiles: number;
  totalGallons: number;
  mpg: number;
  dueDate: string;
  jurisdictions: IftaJurisdiction[];
  nonIfta: NonIftaJurisdiction[];
}

interface Totals { miles: Decimal[]; gallons: Decimal[]; purchases: number }

function jurisdictionLine(state: string, totals: Totals, mpg: Decimal, rate: Decimal | undefined): IftaJurisdiction {
  const miles = sum(totals.miles), gallons = sum(totals.gallons);
  const taxable = sign(mpg) === 0 ? fromNumber(0) : divideRounded(miles, mpg, 0);
  const taxPaid = divideRounded(gallons, fromNumber(1), 0);
  const net = sub(taxable, taxPaid);
  const tax = rate === undefined ? undefined : divideRounded(mul(net, rate), fromNumber(1), 2);
  const taxText = rate === undefined ? 'no rate given, so no tax figure' : `${shown(net)} × ${toNumber(rate)} = ${toNumber(tax!) < 0 ? `a credit of ${shown(fromNumber(-toNumber(tax!)))}` : `${shown(tax!)} tax`}`;
  return {
    state, miles: toNumber(miles), gallons: toNumber(gallons),
    taxableMiles: toNumber(miles), taxableGallons: toNumber(taxable), taxPaidGallons: toNumber(taxPaid), netTaxableGallons: toNumber(net),
    rate: rate === undefined ? null : toNumber(rate), tax: tax === undefined ? null : toNumber(tax),
    reason: `${state}: ${shown(miles)} mi ÷ ${toNumber(mpg).toFixed(2)} mpg = ${shown(taxable)} taxable gal; ${shown(gallons)} gal bought = ${shown(taxPaid)} tax-paid gal; net ${shown(net)} gal; ${taxText}.`,
  };
}

function byState(parsed: z.output<ReturnType<typeof iftaSchema>>, quarter: Quarter): Map<string, Totals> {
  const states = new Map<string, Totals>();
  const totalsOf = (state: string) => {
    let totals = states.get(state);
    if (!totals) states.set(state, (totals = { miles: [], gallons: [], purchases: 0 }));
    return totals;
  };
  for (const row of parsed.mileage) if (row.date >= quarter.first && row.date <= quarter.last && row.state !== '') totalsOf(row.state).miles.push(row.miles);
  for (const purchase of parsed.fuel) {
    if (purchase.date < quarter.first || purchase.date > quarter.last || purchase.state === '') continue;
    const totals = totalsOf(purchase.state);
    totals.gallons.push(purchase.gallons);
    totals.purchases += 1;
  }
  return states;
}

/** Totals, fleet MPG and each jurisdiction's taxable, tax-paid and net gallons for one quarter. */
export function computeIfta(input: IftaInput): IftaResult {
  const timeZone = readTimeZone(input);
  const parsed = parseOrRefuse(iftaSchema(timeZone), input);
  const quarter = parsed.quarter;
  const inQuarter = <T extends { date: number }>(items: readonly T[]) => items.filter((item) => item.date >= quarter.first && item.date <= quarter.last);
  const purchases = inQuarter(parsed.fuel);
  const totalMiles = sum(inQuarter(parsed.mileage).map((row) => row.miles));
  const totalGallons = sum(purchases.map((purchase) => purchase.gallons));
  if (purchases.length === 0) refuse('fuel', 'no fuel purchases in the quarter');
  if (sign(totalGallons) <= 0) refuse('fuel', `no fuel purchases in the quarter: its purchases total ${shown(totalGallons)} gallons`);
  const mpg = divideRounded(totalMiles, totalGallons, 2);
  const rates = new Map<string, Decimal | undefined>();
  for (const rate of parsed.rates ?? []) if (rate.rate !== undefined) rates.set(rate.state, rate.rate);
  const jurisdictions: IftaJurisdiction[] = [];
  const nonIfta: NonIftaJurisdiction[] = [];
  for (const [state, totals] of [...byState(parsed, quarter)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const miles = sum(totals.miles);
    if (sign(miles) === 0 && totals.purchases === 0) continue;
    if (IFTA_JURISDICTIONS.has(state)) {
      jurisdictions.push(jurisdictionLine(state, totals, mpg, rates.get(state)));
    } else {
      const gallons = sum(totals.gallons);
      nonIfta.push({ state, miles: toNumber(miles), gallons: toNumber(gallons), reason: `${state} is not an IFTA jurisdiction: ${shown(miles)} mi (in the fleet total) and ${shown(gallons)} gal are listed, not taxed.` });
    }
  }
  return {
    quarter: `${quarter.year}-Q${quarter.quarter}`, timeZone, firstDay: formatIsoDate(quarter.first), lastDay: formatIsoDate(quarter.last),
    totalMiles: toNumber(totalMiles), totalGallons: toNumber(totalGallons), mpg: toNumber(mpg), dueDate: formatIsoDate(returnDueDate(quarter)),
    jurisdictions, nonIfta,
  };
}
