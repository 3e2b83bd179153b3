import { describe, expect, it } from 'vitest';
import { nextDepartures } from '#shared/schedules/departures';
import { parseScheduleLink, formatScheduleLink } from '#shared/schedules/link-token';
import { upsertEntryBody } from '#shared/schedules/api';
import { addDays, departureInstant, startOfPreviousMonth, weekDays, weekOf } from '#shared/schedules/week';

const CHICAGO = 'America/Chicago';

describe('schedule weeks', () => {
  it('start on the Monday of the day, Sunday belonging to the week before', () => {
    expect(weekOf('2026-11-25')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekDays('2026-12-31')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('count days on calendar dates across a daylight-saving change', () => {
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-03-08', -1)).toBe('2026-03-07');
  });

  it('read trips back to the first day of the previous month, over a year end', () => {
    expect(startOfPreviousMonth('2026-11-24')).toBe('2026-10-01');
    expect(startOfPreviousMonth('2027-01-05')).toBe('2026-12-01');
  });

  it('place a start time in the company zone', () => {
    expect(new Date(departureInstant('2026-11-24', '06:30', CHICAGO)).toISOString()).toBe('2026-11-24T12:30:00.000Z');
    expect(new Date(departureInstant('2026-07-01', '06:30', CHICAGO)).toISOString()).toBe('2026-07-01T11:30:00.000Z');
  });
});

describe('next departures of the PM report', () => {
  const reportAt = Date.parse('2026-11-24T12:00:00Z'); // 06:00 in Chicago
  it('take the earliest published departure at or after the report, leaving soon within 48 hours', () => {
    const next = nextDepartures([
      { VehicleID: 'T1', day: '2026-11-24', startTime: '05:00', state: 'published' }, // already gone
      { VehicleID: 'T1', day: '2026-11-26', startTime: '06:00', state: 'published' }, // exactly 48 h
      { VehicleID: 'T1', day: '2026-11-27', startTime: '06:00', state: 'published' },
      { VehicleID: 'T2', day: '2026-11-26', startTime: '06:01', state: 'published' }, // 48 h 1 min
      { VehicleID: 'T3', day: '2026-11-24', startTime: '08:00', state: 'draft' },
    ], reportAt, CHICAGO);
    expect(next.get('T1')).toEqual({ at: '2026-11-26T12:00:00.000Z', leavingSoon: true });
    expect(next.get('T2')).toEqual({ at: '2026-11-26T12:01:00.000Z', leavingSoon: false });
    expect(next.has('T3')).toBe(false);
  });
});

describe('schedule entry bodies', () => {
  const good = { DriverID: '1000001', day: '2026-11-24', VehicleID: 'T100', RunType: 'LINEHAUL', startTime: '06:00', legs: [{ origin: 'DAL', destination: 'HOU' }] };
  it('accept a run and name the field of a bad one', () => {
    expect(upsertEntryBody.safeParse(good).success).toBe(true);
    const bad = upsertEntryBody.safeParse({ ...good, startTime: '24:00' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['startTime']);
    expect(upsertEntryBody.safeParse({ ...good, day: '2026-02-30' }).success).toBe(false);
    expect(upsertEntryBody.safeParse({ ...good, legs: Array.from({ length: 11 }, () => good.legs[0]) }).success).toBe(false);
    expect(upsertEntryBody.safeParse({ ...good, RunType: 'DEDICATED' }).success).toBe(false);
  });
});

describe('schedule link tokens', () => {
  it('read back what they wrote and refuse another prefix or extra parts', () => {
    const parts = { companyId: 'acme', linkId: 'abcdef0123456789', secret: 'x'.repeat(43) };
    expect(parseScheduleLink(formatScheduleLink(parts))).toEqual(parts);
    expect(parseScheduleLink(formatScheduleLink(parts).replace('fsl', 'fil'))).toBeUndefined();
    expect(parseScheduleLink(`${formatScheduleLink(parts)}.x`)).toBeUndefined();
  });
});
