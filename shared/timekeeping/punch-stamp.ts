/**
 * How much the phone's corrected tap time may stray outside [previous punch, arrival] and still be
 * taken: the skew is measured as arrival − sentAt, so it carries the request's network time and the
 * clocks' rounding. Also the line past which an accepted punch counts as sent late (from the queue).
 */
export const PUNCH_CLOCK_ALLOWANCE_MS = 2 * 60_000;

export const TAP_BEFORE_PREVIOUS = 'tap time before previous punch';
export const TAP_IN_FUTURE = 'tap time in the future';

export interface PunchStampInput {
  /** The phone's clock at the tap and when it sent the request; both absent for older clients. */
  tappedAt?: string | undefined;
  sentAt?: string | undefined;
  /** The server's clock when the request arrived. */
  arrivedAt: string;
  /** The driver's previous punch (his last in or out), if he has one. */
  previousAt?: string | undefined;
}

export interface PunchStamp {
  /** The time the punch is recorded at. */
  at: string;
  source: 'tap' | 'arrival';
  tappedAt: string | null;
  correctedTapAt: string | null;
  arrivedAt: string;
  /** The phone's clock minus the server's, measured at this sync (ms). */
  skewMs: number | null;
  late: boolean;
  flag: typeof TAP_BEFORE_PREVIOUS | typeof TAP_IN_FUTURE | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The stamp of a driver's punch (issue 26): the phone's tap time moved by the phone's skew (arrival −
 * sentAt) is taken when it lies between his previous punch and the arrival, give or take the allowance
 * (clamped into that span, so a shift never runs backwards or into the future); otherwise the arrival
 * time is used and the punch flagged with why. No tap time: the arrival, unflagged, as before.
 */
export function stampPunch(input: PunchStampInput): PunchStamp {
  const arrived = Date.parse(input.arrivedAt);
  const arrivedAt = iso(arrived);
  if (input.tappedAt === undefined || input.sentAt === undefined) {
    return { at: arrivedAt, source: 'arrival', tappedAt: null, correctedTapAt: null, arrivedAt, skewMs: null, late: false, flag: null };
  }
  const tapped = Date.parse(input.tappedAt);
  const skewMs = Date.parse(input.sentAt) - arrived;
  const corrected = tapped - skewMs;
  const seen = { tappedAt: iso(tapped), correctedTapAt: iso(corrected), arrivedAt, skewMs };
  const previous = input.previousAt === undefined ? -Infinity : Date.parse(input.previousAt);
  const flag = corrected > arrived + PUNCH_CLOCK_ALLOWANCE_MS ? TAP_IN_FUTURE : corrected < previous - PUNCH_CLOCK_ALLOWANCE_MS ? TAP_BEFORE_PREVIOUS : null;
  if (flag) return { at: arrivedAt, source: 'arrival', ...seen, late: false, flag };
  const at = Math.min(arrived, Math.max(previous, corrected));
  return { at: iso(at), source: 'tap', ...seen, late: arrived - at > PUNCH_CLOCK_ALLOWANCE_MS, flag: null };
}
