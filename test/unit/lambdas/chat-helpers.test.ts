import { describe, expect, it } from 'vitest';
import { e164 } from '#lambdas/alerts/phone-number';
import { atExpression, scheduleNameFor } from '#lambdas/chat/broadcasts/broadcast-schedule';
import { afterTimeBound, timeKey, timeOrderedId } from '#lambdas/chat/ids';
import { atInstant } from '#lib/local/scheduler/one-time-schedules';

describe('broadcast schedules', () => {
  it('writes a one-time at() expression in UTC seconds, never closer than 2 s to now', () => {
    const now = Date.parse('2026-03-07T11:59:00Z');
    expect(atExpression(new Date('2026-03-07T12:00:00.500Z'), now)).toBe('at(2026-03-07T12:00:00)');
    expect(atExpression(new Date('2026-03-07T11:00:00Z'), now)).toBe('at(2026-03-07T11:59:02)');
    expect(atInstant('at(2026-03-07T12:00:00)')?.toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(atInstant('rate(1 hour)')).toBeNull();
  });

  it('names a schedule within the service’s 64 characters', () => {
    expect(scheduleNameFor(timeOrderedId())).toMatch(/^broadcast-[0-9a-z]{19}$/);
  });
});

describe('time-ordered ids', () => {
  it('sort by time, and the bound after a time sits between that millisecond and the next', () => {
    const t = Date.parse('2026-03-07T12:00:00Z');
    const [a, b] = [timeOrderedId(t), timeOrderedId(t + 1)];
    expect(a < b).toBe(true);
    expect(a < afterTimeBound(t) && afterTimeBound(t) < b).toBe(true);
    expect(timeKey(t)).toHaveLength(9);
  });
});

describe('SMS numbers', () => {
  it.each([
    ['(602) 555-0142', '+16025550142'],
    ['1-602-555-0142', '+16025550142'],
    ['+44 20 7946 0958', '+442079460958'],
    ['555-0142', null],
    ['', null],
  ])('reads %s as %s', (input, expected) => {
    expect(e164(input)).toBe(expected);
  });
});
