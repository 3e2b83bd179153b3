import { describe, expect, it } from 'vitest';
import { PUNCH_CLOCK_ALLOWANCE_MS, stampPunch, TAP_BEFORE_PREVIOUS, TAP_IN_FUTURE } from '#shared/timekeeping/punch-stamp';

const ARRIVAL = '2026-03-10T14:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(ARRIVAL) + ms).toISOString();
const PREVIOUS = at(-8 * 3600_000);
const ALLOWANCE = PUNCH_CLOCK_ALLOWANCE_MS;

/** A punch whose phone clock reads `skew` ms ahead of the server's, tapped `ago` ms before it is sent (sent = arrival). */
function punch(ago: number, skew = 0, previousAt: string | null = PREVIOUS) {
  return stampPunch({ tappedAt: at(-ago + skew), sentAt: at(skew), arrivedAt: ARRIVAL, previousAt: previousAt ?? undefined });
}

describe('the stamp of a punch tapped on the phone', () => {
  it('keeps the tap time of a punch delivered 91 s after the tap, and keeps the arrival beside it', () => {
    const stamp = punch(91_000);
    expect(stamp).toMatchObject({ at: at(-91_000), source: 'tap', tappedAt: at(-91_000), arrivedAt: ARRIVAL, late: false, flag: null });
  });

  it('corrects the tap time by the skew measured at the sync, whichever way the phone is off', () => {
    expect(punch(91_000, 37 * 60_000)).toMatchObject({ at: at(-91_000), tappedAt: at(-91_000 + 37 * 60_000), skewMs: 37 * 60_000, source: 'tap' });
    expect(punch(2 * 3600_000, -3 * 3600_000)).toMatchObject({ at: at(-2 * 3600_000), correctedTapAt: at(-2 * 3600_000), skewMs: -3 * 3600_000, source: 'tap' });
  });

  it('marks a punch sent late once its accepted tap time is more than the allowance before arrival', () => {
    expect(punch(ALLOWANCE).late).toBe(false);
    expect(punch(ALLOWANCE + 1).late).toBe(true);
    expect(punch(2 * 3600_000)).toMatchObject({ at: at(-2 * 3600_000), source: 'tap', late: true });
  });

  it('takes a tap up to the allowance before the previous punch, stamped at the previous punch so shifts never run backwards', () => {
    const edge = punch(8 * 3600_000 + ALLOWANCE);
    expect(edge).toMatchObject({ at: PREVIOUS, source: 'tap', flag: null });
    expect(punch(8 * 3600_000 - 1)).toMatchObject({ at: at(-8 * 3600_000 + 1), source: 'tap' });
  });

  it('refuses a tap more than the allowance before the previous punch: stamped at arrival and flagged', () => {
    const stamp = punch(8 * 3600_000 + ALLOWANCE + 1);
    expect(stamp).toMatchObject({ at: ARRIVAL, source: 'arrival', flag: TAP_BEFORE_PREVIOUS, late: false, correctedTapAt: at(-8 * 3600_000 - ALLOWANCE - 1) });
  });

  it('takes a tap up to the allowance after the arrival, stamped at the arrival, and refuses one beyond as in the future', () => {
    expect(punch(-ALLOWANCE)).toMatchObject({ at: ARRIVAL, source: 'tap', flag: null, late: false });
    expect(punch(-ALLOWANCE - 1)).toMatchObject({ at: ARRIVAL, source: 'arrival', flag: TAP_IN_FUTURE, tappedAt: at(ALLOWANCE + 1) });
  });

  it('has no lower bound for a driver without a previous punch', () => {
    expect(punch(30 * 3600_000, 0, null)).toMatchObject({ at: at(-30 * 3600_000), source: 'tap', late: true });
  });

  it('stamps at arrival, unflagged and not late, a punch of an older client that sends no tap time', () => {
    expect(stampPunch({ arrivedAt: ARRIVAL, previousAt: PREVIOUS })).toEqual({
      at: ARRIVAL, source: 'arrival', tappedAt: null, correctedTapAt: null, arrivedAt: ARRIVAL, skewMs: null, late: false, flag: null,
    });
  });

  it('reads instants with any offset and answers them in UTC', () => {
    const stamp = stampPunch({ tappedAt: '2026-03-10T08:58:29-05:00', sentAt: '2026-03-10T09:00:00-05:00', arrivedAt: ARRIVAL, previousAt: PREVIOUS });
    expect(stamp.at).toBe(at(-91_000));
  });
});
