import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZones, todayIn } from '#shared/dates/time-zone';
import { zoneForState } from '#shared/dates/state-zone';
import { US_STATES } from '#shared/signup/company-schema';

describe('todayIn: the calendar day of an instant in a zone', () => {
  // 2026-03-10 04:30 UTC: 00:30 on the 10th in New York (EDT since the 8th), 21:30 on the 9th in Phoenix.
  const justAfterNewYorkMidnight = Date.parse('2026-03-10T04:30:00Z');

  it('is already tomorrow in New York while still today in Phoenix', () => {
    expect(todayIn('America/New_York', justAfterNewYorkMidnight)).toBe('2026-03-10');
    expect(todayIn('America/Phoenix', justAfterNewYorkMidnight)).toBe('2026-03-09');
  });

  it('turns the day at the zone\'s own midnight, to the minute', () => {
    expect(todayIn('America/Phoenix', Date.parse('2026-03-10T06:59:59Z'))).toBe('2026-03-09');
    expect(todayIn('America/Phoenix', Date.parse('2026-03-10T07:00:00Z'))).toBe('2026-03-10');
    expect(todayIn('America/New_York', Date.parse('2026-03-10T03:59:59Z'))).toBe('2026-03-09');
  });

  it('reads a Date as its instant, the same as epoch milliseconds', () => {
    expect(todayIn('America/Phoenix', new Date(justAfterNewYorkMidnight))).toBe(todayIn('America/Phoenix', justAfterNewYorkMidnight));
  });
});

describe('isTimeZone: one rule for a company zone', () => {
  it('accepts names of the bounded IANA list and their aliases', () => {
    for (const zone of ['America/Phoenix', 'America/New_York', 'UTC', 'America/Indiana/Indianapolis']) expect(isTimeZone(zone), zone).toBe(true);
  });

  it('refuses abbreviations, unknown names, padding, other types and overlong text', () => {
    for (const zone of ['CST', 'EST', 'Central', 'Mars/Olympus', ' America/Phoenix', 'America/Phoenix ', '', 'EST; drop table', `America/${'X'.repeat(70)}`, 42, null, undefined]) {
      expect(isTimeZone(zone), String(zone)).toBe(false);
    }
  });

  it('offers US zones first, then every other zone, each one a zone by the same rule', () => {
    const list = timeZones();
    expect(list.slice(0, 5)).toEqual(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles']);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((zone) => isTimeZone(zone))).toBe(true);
  });
});

describe('zoneForState: the zone proposed from a US state', () => {
  it('proposes Phoenix for Arizona, which keeps standard time all year', () => {
    expect(zoneForState('AZ')).toBe('America/Phoenix');
  });

  it('proposes each region its zone', () => {
    expect(zoneForState('VA')).toBe('America/New_York');
    expect(zoneForState('TX')).toBe('America/Chicago');
    expect(zoneForState('NM')).toBe('America/Denver');
    expect(zoneForState('CA')).toBe('America/Los_Angeles');
    expect(zoneForState('HI')).toBe('Pacific/Honolulu');
  });

  it('has a valid zone for every state a company address may name, read whatever its case', () => {
    for (const state of US_STATES) expect(isTimeZone(zoneForState(state)), state).toBe(true);
    expect(zoneForState(' az ')).toBe('America/Phoenix');
  });

  it('proposes nothing for what is not a US state', () => {
    expect(zoneForState('ZZ')).toBeNull();
    expect(zoneForState('')).toBeNull();
    expect(zoneForState(undefined)).toBeNull();
  });
});
