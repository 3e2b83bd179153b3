import type { PerDiemPlan } from './per-diem-plan.ts';

/**
 * The pay engine's input, in the spec's own field names (part 2 §3). Values come from imports and old
 * records, so numeric fields may be numbers or numeric strings; the rules decide what is "numeric".
 */
export type NumericInput = number | string | null | undefined;
export type TextInput = string | null | undefined;
export type IdInput = string | number | null | undefined;
export type DateInput = string | number | null | undefined;

export interface RateTableRow {
  mileRangeStart?: NumericInput;
  mileRangeEnd?: NumericInput;
  payRate?: NumericInput;
}

export interface SpotTierInput {
  mileRangeStart?: NumericInput;
  mileRangeEnd?: NumericInput;
  payType?: TextInput;
  payRate?: NumericInput;
  includeLiveLoad?: boolean | null;
  liveLoadRate?: NumericInput;
  liveLoadType?: TextInput;
  spotName?: TextInput;
  tierName?: TextInput;
}

export interface SpotPayoutRow {
  spotName?: TextInput;
  siteName?: TextInput;
  payType?: TextInput;
  payRate?: NumericInput;
  payout?: NumericInput;
}

export interface LegPayoutRow {
  legOrg?: IdInput;
  legDes?: IdInput;
  payout?: NumericInput;
}

export interface DropAndHookRow {
  ratePaid?: NumericInput;
  payout?: NumericInput;
}

export interface CompanyPayrollProfile {
  soloRateTable?: RateTableRow[] | null;
  teamRateTable?: RateTableRow[] | null;
  LegPayoutTable?: LegPayoutRow[] | null;
  SpotPayoutTable?: SpotPayoutRow[] | null;
  spotRateTableConfig?: SpotTierInput[] | null;
  DropAndHookTable?: DropAndHookRow[] | null;
  spotTripRevFuelMultiplier?: NumericInput;
  tripRevMultiplier?: NumericInput;
  companyDefaultSpotPercentageRate?: NumericInput;
  companyDefaultSpotLivePayValue?: NumericInput;
  /** How the company pays per diem; the engine's totals do not read it, what the driver is paid does (paid.ts). */
  perDiemPlan?: PerDiemPlan | null;
}

export interface DriverLookup {
  DriverID: string | number;
  DisplayName?: TextInput;
  FirstName?: TextInput;
  LastName?: TextInput;
  Active?: boolean | null;
  TermStatus?: TextInput;
  HireDate?: DateInput;
  Domicile?: TextInput;
  disableDandHpay?: boolean | null;
  DriverSpotPercentRate?: NumericInput;
  DriverSpotLivePayValue?: NumericInput;
  LivePayValue?: NumericInput;
  driverSpotRateTableConfig?: SpotTierInput[] | null;
  soloRateTable?: RateTableRow[] | null;
  teamRateTable?: RateTableRow[] | null;
  payFixedPerDiem?: boolean | null;
  fixedPerDiem?: NumericInput;
  payDayRate?: boolean | null;
  dayRate?: NumericInput;
  payHourlyRate?: boolean | null;
  hourlyRate?: NumericInput;
  payWeeklyRate?: boolean | null;
  weeklyRate?: NumericInput;
  minShiftHours?: NumericInput;
}

export interface TripLog {
  TripNumber: string | number;
  RunType?: TextInput;
  MilesQTY?: NumericInput;
  VehicleID?: IdInput;
  DriverNo1?: IdInput;
  DriverNo2?: IdInput;
  LegOrg?: IdInput;
  LegDest?: IdInput;
  SpotName?: TextInput;
  SpotTripId?: IdInput;
  TripRevenue?: NumericInput;
  RevenueDailyGrossDollars?: NumericInput;
  RateFuel?: NumericInput;
  LiveDollarAmount?: NumericInput;
  RevenueDandH?: NumericInput;
  PayType?: TextInput;
  PayRate?: NumericInput;
  DriverNo1PayType?: TextInput;
  DriverNo1PayRate?: NumericInput;
  DriverNo2PayType?: TextInput;
  DriverNo2PayRate?: NumericInput;
}

export interface CalculationMethodInput {
  id?: IdInput;
  type?: TextInput;
  rate?: NumericInput;
  flatAmount?: NumericInput;
  maxPayout?: NumericInput;
}

export interface BonusButtonInput {
  id?: IdInput;
  label?: TextInput;
  hint?: TextInput;
  payoutType?: TextInput;
  rate?: NumericInput;
  flatAmount?: NumericInput;
  maxPayout?: NumericInput;
  mileageMin?: NumericInput;
  mileageMax?: NumericInput;
  payAllMiles?: boolean | null;
  taxable?: boolean | null;
  payable?: boolean | null;
  bonus?: boolean | null;
  incentive?: boolean | null;
  autopay?: boolean | null;
  includeTripEarnings?: boolean | null;
  categories?: string[] | null;
  tenureMinDays?: NumericInput;
  driverIds?: IdInput[] | null;
  domicileIds?: IdInput[] | null;
  tractorIds?: IdInput[] | null;
  matchStrategy?: TextInput;
  applyToAll?: boolean | null;
  eligibility?: { enforceMileage?: boolean | null; minMiles?: NumericInput; maxMiles?: NumericInput } | null;
  calculationMethods?: CalculationMethodInput[] | null;
}

export interface Timecard {
  DriverID: string | number;
  date: DateInput;
  minutes?: NumericInput;
}

export interface StoredPayout {
  TripNumber: string | number;
  DriverID: string | number;
  payout?: NumericInput;
}

/** One week of one company's pay: the what-if scenario and the pay-run workflow's input alike. */
export interface PayWeekInput {
  weekEnding: DateInput;
  company?: CompanyPayrollProfile | null;
  drivers: DriverLookup[];
  tripLogs: TripLog[];
  bonusButtons?: BonusButtonInput[] | null;
  timecards?: Timecard[] | null;
  storedPayouts?: StoredPayout[] | null;
  /**
   * Drivers of the lookup who get a pay document even with no trip this week (time pay, bonuses and
   * per diem still count): a driver whose last trip was moved away must not keep his old document.
   */
  payWithoutTrips?: readonly string[] | null;
}
