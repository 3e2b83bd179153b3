import type { Decimal } from '#shared/money/decimal';
import type { Cents } from '#shared/money/round';

/** How one trip pays one driver, before D&H: the rule that applied and its working. */
export interface TripPay {
  readonly payoutCents: Cents;
  readonly payType: string;
  readonly payRate: Decimal | undefined;
  /** Machine-readable name of the rule, e.g. `trip-flat-rate`, `leg-payout`, `company-spot-tier`. */
  readonly rule: string;
  readonly explanation: string;
}

export type DriverSlot = 1 | 2;
