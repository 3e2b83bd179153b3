import { describe, expect, it } from 'vitest';
import { daysBefore, inDomicile, isListedTractor, startOfPreviousMonth, tractorStatus } from '#shared/fleet/tractor-list';
import { isTimeZone } from '#shared/dates/time-zone';

describe('tractor list rules', () => {
  it('lists only tractors whose number is exactly 6 characters', () => {
    expect(isListedTractor({ VehicleID: '100230' })).toBe(true);
    expect(isListedTractor({ VehicleID: '10023' })).toBe(false);
    expect(isListedTractor({ VehicleID: '1002300' })).toBe(false);
  });

  it('gives an inactive tractor the inactive status whatever its board column', () => {
    expect(tractorStatus({ Active: false, serviceState: 'in-shop' })).toBe('inactive');
    expect(tractorStatus({ Active: true, serviceState: 'out-of-service' })).toBe('out-of-service');
    expect(tractorStatus({})).toBe('in-service');
  });

  it('matches a domicile among several codes separated by /', () => {
    expect(inDomicile({ Domicile: 'PHX/ELP' }, 'elp')).toBe(true);
    expect(inDomicile({ Domicile: 'PHX' }, 'ABQ')).toBe(false);
  });

  it('starts trips on the first of the previous month, across a new year', () => {
    expect(startOfPreviousMonth('2026-11-24')).toBe('2026-10-01');
    expect(startOfPreviousMonth('2026-01-05')).toBe('2025-12-01');
    expect(daysBefore('2026-03-01', 30)).toBe('2026-01-30');
  });

  it('accepts IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Phoenix')).toBe(true);
    expect(isTimeZone('America/Indiana/Indianapolis')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('EST; drop table')).toBe(false);
  });
});
