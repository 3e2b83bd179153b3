import { describe, expect, it } from 'vitest';
import { nextRunAfter, periodOfRun } from '#shared/reports/schedule-timing';
import { scheduledReportBody } from '#shared/reports/schedule-api';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the next run of a scheduled report', () => {
  it('is the hour of the company zone on the next day it runs, strictly after now', () => {
    // 07:00 CST is 13:00 UTC in November.
    expect(iso(nextRunAfter({ frequency: 'daily', hour: 7 }, at('2026-11-24T12:59:00Z'), CHICAGO))).toBe('2026-11-24T13:00:00.000Z');
    expect(iso(nextRunAfter({ frequency: 'daily', hour: 7 }, at('2026-11-24T13:00:00Z'), CHICAGO))).toBe('2026-11-25T13:00:00.000Z');
    // Tuesday 2026-11-24: the next Monday is the 30th.
    expect(iso(nextRunAfter({ frequency: 'weekly', hour: 6, dayOfWeek: 1 }, at('2026-11-24T12:00:00Z'), CHICAGO))).toBe('2026-11-30T12:00:00.000Z');
    expect(iso(nextRunAfter({ frequency: 'monthly', hour: 0, dayOfMonth: 1 }, at('2026-11-24T12:00:00Z'), CHICAGO))).toBe('2026-12-01T06:00:00.000Z');
    expect(iso(nextRunAfter({ frequency: 'monthly', hour: 23, dayOfMonth: 28 }, at('2027-01-29T12:00:00Z'), CHICAGO))).toBe('2027-03-01T05:00:00.000Z');
  });

  it('keeps the wall-clock hour across daylight saving time', () => {
    // Spring forward 2027-03-14: 07:00 CST (13:00Z) the day before, 07:00 CDT (12:00Z) that day.
    expect(iso(nextRunAfter({ frequency: 'daily', hour: 7 }, at('2027-03-13T14:00:00Z'), CHICAGO))).toBe('2027-03-14T12:00:00.000Z');
    // Fall back 2026-11-01: 07:00 CDT (12:00Z) the day before, 07:00 CST (13:00Z) that day.
    expect(iso(nextRunAfter({ frequency: 'daily', hour: 7 }, at('2026-10-31T13:00:00Z'), CHICAGO))).toBe('2026-11-01T13:00:00.000Z');
  });

  it('runs an hour the clocks skip at the wall clock\'s next reading, and a repeated hour once', () => {
    // 02:00 does not exist on 2027-03-14 in Chicago: the run is at 03:00 CDT (08:00Z).
    expect(iso(nextRunAfter({ frequency: 'daily', hour: 2 }, at('2027-03-13T12:00:00Z'), CHICAGO))).toBe('2027-03-14T08:00:00.000Z');
    // 01:00 happens twice on 2026-11-01: the first (CDT, 06:00Z); the next run is the following day.
    const first = nextRunAfter({ frequency: 'daily', hour: 1 }, at('2026-10-31T12:00:00Z'), CHICAGO);
    expect(iso(first)).toBe('2026-11-01T06:00:00.000Z');
    expect(iso(nextRunAfter({ frequency: 'daily', hour: 1 }, first, CHICAGO))).toBe('2026-11-02T07:00:00.000Z');
  });
});

describe('the period a run covers', () => {
  it('is yesterday for a daily run, by the company zone', () => {
    // 2026-11-24T03:00Z is still the 23rd in Chicago.
    expect(periodOfRun('daily', at('2026-11-24T03:00:00Z'), CHICAGO)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(periodOfRun('daily', at('2026-11-24T13:00:00Z'), CHICAGO)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('is the last full Sunday–Saturday week for a weekly run', () => {
    // Sunday the 29th: the week just ended, 22nd–28th.
    expect(periodOfRun('weekly', at('2026-11-29T13:00:00Z'), CHICAGO)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    // Saturday the 28th: that week is not over, so the one before.
    expect(periodOfRun('weekly', at('2026-11-28T13:00:00Z'), CHICAGO)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(periodOfRun('weekly', at('2026-11-24T13:00:00Z'), CHICAGO)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
  });

  it('is last month for a monthly run, across a year end and a leap February', () => {
    expect(periodOfRun('monthly', at('2027-01-01T13:00:00Z'), CHICAGO)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodOfRun('monthly', at('2028-03-05T13:00:00Z'), CHICAGO)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('a schedule as the editor sends it', () => {
  it('trims, lower-cases and de-duplicates recipients, and refuses a bad one naming the field', () => {
    const ok = scheduledReportBody.parse({ reportName: 'points-summary', frequency: 'daily', hour: 7, recipients: [' Dana@RedMesa.test ', 'dana@redmesa.test'] });
    expect(ok.recipients).toEqual(['dana@redmesa.test']);
    const bad = scheduledReportBody.safeParse({ reportName: 'points-summary', frequency: 'daily', hour: 7, recipients: ['not an address'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['recipients', 0]);
  });

  it('needs the day its frequency names, and bounds hour, day and recipients', () => {
    const base = { reportName: 'points-summary', hour: 7, recipients: ['a@b.co'] };
    expect(scheduledReportBody.safeParse({ ...base, frequency: 'weekly' }).error?.issues[0]?.path).toEqual(['dayOfWeek']);
    expect(scheduledReportBody.safeParse({ ...base, frequency: 'monthly', dayOfMonth: 29 }).success).toBe(false);
    expect(scheduledReportBody.safeParse({ ...base, frequency: 'daily', hour: 24 }).success).toBe(false);
    expect(scheduledReportBody.safeParse({ ...base, frequency: 'daily', recipients: [] }).success).toBe(false);
    expect(scheduledReportBody.safeParse({ ...base, frequency: 'daily', recipients: Array.from({ length: 21 }, (_, i) => `u${i}@b.co`) }).success).toBe(false);
  });
});
