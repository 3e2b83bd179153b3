import type { PayPeriod } from '#shared/dates/pay-period';

export type TripType = 'Solo' | 'Team';

/** One driver's pay for one trip (spec part 2 §3 trip payout record) with why it is what it is. */
export interface TripPayoutRecord {
  TripNumber: string | number;
  VehicleID: string;
  RunType: string;
  TripType: TripType;
  MilesQTY: number;
  PayType: string;
  PayRate: number | null;
  payout: number;
  DandHpayout: number;
  SpotTripId?: string | undefined;
  /** The rule that set the payout (e.g. `leg-payout`, `company-spot-tier`). */
  payoutRule: string;
  explanation: string;
  dandhExplanation: string;
}

export interface CompModelEntry {
  label: string;
  value: number;
  payable: boolean;
  taxable: boolean;
  categories: string[];
  bonus?: boolean;
  incentive?: boolean;
  flatRate?: boolean;
  hint?: string;
  baseAmount?: number;
  guaranteeShortfall?: number;
  includeTripEarnings?: boolean;
  existingTripEarnings?: number;
  explanation: string;
}

export type BonusReason =
  | 'driver-inactive'
  | 'tenure-requirement-not-met'
  | 'selector-mismatch'
  | 'mileage-eligibility-not-met'
  | 'non-positive-amount'
  | 'guarantee-met';

export interface BonusOutcome {
  id: string;
  label: string;
  applied: boolean;
  reason?: BonusReason;
  amount: number;
  explanation: string;
}

export interface DriverPayDoc {
  DriverID: string | number;
  DisplayName: string;
  mileagePayout: number;
  dropAndHookPayout: number;
  totalMiles: number;
  TripPayoutRecords: TripPayoutRecord[];
  compModel: CompModelEntry[];
  bonusOutcomes: BonusOutcome[];
  totalCompensation: number;
  totalExplanation: string;
  payDate: string;
  endDate: string;
}

export interface PayWeekResult {
  payPeriod: PayPeriod;
  payDocs: DriverPayDoc[];
  unmatchedTrips: Array<string | number>;
}
