import { describe, expect, it } from 'vitest';
import { companyZoneOf } from '#shared/company/time-zone';

describe('companyZoneOf: the zone a company\'s days are counted in', () => {
  const phoenix = { id: 'PHX', state: 'AZ' };

  it('keeps the zone the company chose, whatever its domiciles', () => {
    expect(companyZoneOf({ timeZone: 'America/New_York', domiciles: [phoenix] })).toEqual({ timeZone: 'America/New_York', source: 'chosen' });
  });

  it('derives a company without a zone from its first domicile\'s state, never Chicago', () => {
    expect(companyZoneOf({ domiciles: [phoenix] })).toEqual({ timeZone: 'America/Phoenix', source: 'domicile' });
    expect(companyZoneOf({ timeZone: '', domiciles: [{ id: 'RIC', state: 'VA' }, { id: 'TUL', state: 'OK' }] })).toEqual({ timeZone: 'America/New_York', source: 'domicile' });
  });

  it('takes the zone the first domicile names over its state\'s (El Paso keeps mountain time)', () => {
    expect(companyZoneOf({ domiciles: [{ id: 'ELP', state: 'TX', timeZone: 'America/Denver' }] }).timeZone).toBe('America/Denver');
  });

  it('counts an active domicile first, then by code', () => {
    expect(companyZoneOf({ domiciles: [{ id: 'ABQ', state: 'NM', Active: false }, { id: 'RIC', state: 'VA' }, { id: 'PHX', state: 'AZ' }] }).timeZone).toBe('America/Phoenix');
  });

  it('ignores a stored zone that is not one, and falls back to the office state without a domicile', () => {
    expect(companyZoneOf({ timeZone: 'CST', address: { state: 'AZ' }, domiciles: [] })).toEqual({ timeZone: 'America/Phoenix', source: 'office' });
  });

  it('says so when nothing gives a zone', () => {
    expect(companyZoneOf({ domiciles: [] }).source).toBe('default');
  });
});
