import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClock } from '#shared/dates/wall-clock';
import { readTimestamp as ruleReads } from '#shared/fleet/dates';
import { readTimestamp as feedReads } from '#shared/telematics/provider-event';
import { wallClockToEpochMs } from '#shared/telematics/local-day';

const CHICAGO = 'America/Chicago';

describe('one wall-clock reading for daylight saving', () => {
  it('reads a time in the hour repeated when clocks go back as its earlier instant, in the feed and in the fleet rules alike', () => {
    // 2026-11-01 01:30 happens at 06:30Z (CDT) and again at 07:30Z (CST).
    const earlier = Date.parse('2026-11-01T06:30:00Z');
    expect(feedReads('2026-11-01T01:30:00', CHICAGO)).toBe(earlier);
    expect(ruleReads('2026-11-01T01:30:00', CHICAGO)).toBe(earlier);
    expect(wallClockToEpochMs(2026, 11, 1, 1, 30, 0, CHICAGO)).toBe(earlier);
    // East of UTC too: Berlin's 2026-10-25 02:30 happens at 00:30Z (CEST) and again at 01:30Z (CET).
    expect(feedReads('2026-10-25T02:30:00', 'Europe/Berlin')).toBe(Date.parse('2026-10-25T00:30:00Z'));
    expect(ruleReads('2026-10-25T02:30:00', 'Europe/Berlin')).toBe(Date.parse('2026-10-25T00:30:00Z'));
  });

  it('moves a time skipped when clocks go forward on by the gap, in the feed and in the fleet rules alike', () => {
    // 2026-03-08 02:30 does not happen in Chicago; the wall clock reads 03:30 CDT then (08:30Z).
    const moved = Date.parse('2026-03-08T08:30:00Z');
    expect(feedReads('2026-03-08T02:30:00', CHICAGO)).toBe(moved);
    expect(ruleReads('2026-03-08T02:30:00', CHICAGO)).toBe(moved);
  });

  it('gives back the wall clock it was given on an ordinary day, and an offset written on the time wins over the zone', () => {
    const at = instantOfWallClock(Date.UTC(2026, 6, 4, 14, 5, 9), 'America/Phoenix');
    expect(at).toBe(Date.parse('2026-07-04T21:05:09Z'));
    expect(wallClock(at, 'America/Phoenix')).toEqual({ year: 2026, month: 7, day: 4, hour: 14, minute: 5, second: 9 });
    expect(feedReads('2026-11-01T01:30:00-06:00', CHICAGO)).toBe(Date.parse('2026-11-01T07:30:00Z'));
    expect(ruleReads('2026-11-01T01:30:00-06:00', CHICAGO)).toBe(Date.parse('2026-11-01T07:30:00Z'));
  });
});
