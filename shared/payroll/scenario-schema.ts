import * as z from 'zod';
import { isBlankDate, tryReadDate } from '#shared/dates/read-date';
import { milesProblem } from './input-checks.ts';
import { DEFAULT_PER_DIEM_PLAN, PER_DIEM_PLANS, type PerDiemPlan } from './per-diem-plan.ts';
import { scenarioEntryProblems } from './scenario-checks.ts';
import type { PayWeekInput } from './types.ts';

/**
 * The what-if scenario (payroll-scenarios/README.md) as a zod schema. Numeric fields take numbers or
 * strings, since the rules themselves decide what is numeric; a value of another type is an error.
 */
function received(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'string') return `the string ${JSON.stringify(input)}`;
  if (typeof input === 'object') return 'an object';
  return `${typeof input} ${String(input)}`;
}

const expecting = (what: string) => ({ error: (issue: { input?: unknown }) => `expected ${what}, got ${received(issue.input)}` });

const numberOrText = z.union([z.number(), z.string()], expecting('a number or a numeric string'));
const numeric = numberOrText.nullish();
/** Every trip needs miles the rules can pay on: "212 mi" or -5 would pay as 0 or less, so they are refused. */
const miles = numberOrText.superRefine((value, ctx) => {
  const problem = milesProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const text = z.string(expecting('a string')).nullish();
const id = z.union([z.string(), z.number()], expecting('a string or a number'));
const flag = z.boolean(expecting('true or false')).nullish();
const list = <T extends z.ZodType>(item: T) => z.array(item, expecting('an array')).nullish();
const record = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape, expecting('an object'));

function dateField(required: boolean) {
  const date = z.union([z.string(), z.number()], expecting('a date'));
  const base = required ? date : date.nullish();
  return base.superRefine((value, ctx) => {
    if (isBlankDate(value)) {
      if (required) ctx.addIssue({ code: 'custom', message: 'a date is required' });
      return;
    }
    if (tryReadDate(value) === undefined) {
      ctx.addIssue({ code: 'custom', message: `unreadable date ${JSON.stringify(value)}: expected YYYY-MM-DD, an ISO date-time, MM/DD/YYYY, M/D/YY, a spreadsheet serial number (1–2958465) or epoch milliseconds` });
    }
  });
}

const perDiemPlan = z.enum(PER_DIEM_PLANS, expecting('"share" or "advance"')).nullish();

const rateRow = record({ mileRangeStart: numeric, mileRangeEnd: numeric, payRate: numeric });
const spotTier = record({
  mileRangeStart: numeric, mileRangeEnd: numeric, payType: text, payRate: numeric, includeLiveLoad: flag,
  liveLoadRate: numeric, liveLoadType: text, spotName: text, tierName: text,
});

const company = record({
  soloRateTable: list(rateRow),
  teamRateTable: list(rateRow),
  LegPayoutTable: list(record({ legOrg: id.nullish(), legDes: id.nullish(), payout: numeric })),
  SpotPayoutTable: list(record({ spotName: text, siteName: text, payType: text, payRate: numeric, payout: numeric })),
  spotRateTableConfig: list(spotTier),
  DropAndHookTable: list(record({ ratePaid: numeric, payout: numeric })),
  spotTripRevFuelMultiplier: numeric,
  tripRevMultiplier: numeric,
  companyDefaultSpotPercentageRate: numeric,
  companyDefaultSpotLivePayValue: numeric,
  perDiemPlan,
});

const driver = record({
  DriverID: id,
  DisplayName: text, FirstName: text, LastName: text,
  Active: flag, TermStatus: text, HireDate: dateField(false), Domicile: text, disableDandHpay: flag,
  DriverSpotPercentRate: numeric, DriverSpotLivePayValue: numeric, LivePayValue: numeric,
  driverSpotRateTableConfig: list(spotTier), soloRateTable: list(rateRow), teamRateTable: list(rateRow),
  payFixedPerDiem: flag, fixedPerDiem: numeric, payDayRate: flag, dayRate: numeric, payHourlyRate: flag,
  hourlyRate: numeric, payWeeklyRate: flag, weeklyRate: numeric, minShiftHours: numeric,
});

const tripLog = record({
  TripNumber: id,
  RunType: text, MilesQTY: miles, VehicleID: id.nullish(), DriverNo1: id.nullish(), DriverNo2: id.nullish(),
  LegOrg: id.nullish(), LegDest: id.nullish(), SpotName: text, SpotTripId: id.nullish(),
  TripRevenue: numeric, RevenueDailyGrossDollars: numeric, RateFuel: numeric, LiveDollarAmount: numeric,
  RevenueDandH: numeric, PayType: text, PayRate: numeric, DriverNo1PayType: text, DriverNo1PayRate: numeric,
  DriverNo2PayType: text, DriverNo2PayRate: numeric,
});

const calculationMethod = record({ id: id.nullish(), type: text, rate: numeric, flatAmount: numeric, maxPayout: numeric });

const bonusButton = record({
  id: id.nullish(), label: text, hint: text, payoutType: text, rate: numeric, flatAmount: numeric, maxPayout: numeric,
  mileageMin: numeric, mileageMax: numeric, payAllMiles: flag, taxable: flag, payable: flag, bonus: flag,
  incentive: flag, autopay: flag, includeTripEarnings: flag, categories: list(z.string(expecting('a string'))),
  tenureMinDays: numeric, driverIds: list(id), domicileIds: list(id), tractorIds: list(id), matchStrategy: text,
  applyToAll: flag, eligibility: record({ enforceMileage: flag, minMiles: numeric, maxMiles: numeric }).nullish(),
  calculationMethods: list(calculationMethod),
});

export const scenarioSchema = record({
  weekEnding: dateField(true),
  company: company.nullish(),
  drivers: z.array(driver, expecting('an array of drivers')),
  tripLogs: z.array(tripLog, expecting('an array of trip logs')),
  bonusButtons: list(bonusButton),
  timecards: list(record({ DriverID: id, date: dateField(true), minutes: numeric })),
  storedPayouts: list(record({ TripNumber: id, DriverID: id, payout: numeric })),
  /** The same as company.perDiemPlan, for a scenario that names it beside the week. */
  perDiemPlan,
}).superRefine((scenario, ctx) => {
  const own = scenario.company?.perDiemPlan;
  if (own && scenario.perDiemPlan && own !== scenario.perDiemPlan) {
    ctx.addIssue({ code: 'custom', path: ['perDiemPlan'], message: `"${scenario.perDiemPlan}" differs from company.perDiemPlan "${own}": give the plan once` });
  }
});

/** The scenario's per diem plan (company.perDiemPlan, or perDiemPlan beside the week), share when it names none. */
export function scenarioPerDiemPlan(scenario: { perDiemPlan?: PerDiemPlan | null; company?: { perDiemPlan?: PerDiemPlan | null } | null }): PerDiemPlan {
  return scenario.company?.perDiemPlan ?? scenario.perDiemPlan ?? DEFAULT_PER_DIEM_PLAN;
}

/** `tripLogs[2].MilesQTY` for the path ['tripLogs', 2, 'MilesQTY']. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `${text === '' ? '' : '.'}${String(key)}`;
  return text === '' ? '(scenario)' : text;
}

export type ScenarioParse = { ok: true; scenario: PayWeekInput; perDiemPlan: PerDiemPlan } | { ok: false; problems: string[] };

/**
 * Checks a parsed JSON value against the scenario format and the entry rules (no repeated trip, driver
 * or stored payout, no reserved bonus label); problems name each field by its path.
 */
export function parseScenario(value: unknown): ScenarioParse {
  const result = scenarioSchema.safeParse(value);
  const problems = [...(result.success ? [] : result.error.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`)), ...scenarioEntryProblems(value)];
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, scenario: result.data as PayWeekInput, perDiemPlan: scenarioPerDiemPlan(result.data!) };
}
