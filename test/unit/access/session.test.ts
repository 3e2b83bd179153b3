import { describe, expect, it } from 'vitest';
import { companyDisplayName, isTimekeepingEnabled, lacksCompanyClaim, showsAdminRail } from '#shared/access/session';

describe('company claim warning', () => {
  it('is shown to a signed-in user without a company id', () => {
    expect(lacksCompanyClaim({ companyId: null })).toBe(true);
    expect(lacksCompanyClaim({ companyId: '' })).toBe(true);
    expect(lacksCompanyClaim({ companyId: '  ' })).toBe(true);
  });

  it('is not shown to a user with a company, nor to a visitor', () => {
    expect(lacksCompanyClaim({ companyId: 'c-blue-ridge' })).toBe(false);
    expect(lacksCompanyClaim(null)).toBe(false);
  });
});

describe('company flags', () => {
  it('shows the admin rail only when the account is active', () => {
    expect(showsAdminRail({ accountActive: true })).toBe(true);
    expect(showsAdminRail({ accountActive: false })).toBe(false);
    expect(showsAdminRail({})).toBe(false);
    expect(showsAdminRail(null)).toBe(false);
  });

  it('reads timekeeping from the flag or from the nested companyProfile', () => {
    expect(isTimekeepingEnabled({ timekeepingEnabled: true })).toBe(true);
    expect(isTimekeepingEnabled({ companyProfile: { timekeepingEnabled: true } })).toBe(true);
    expect(isTimekeepingEnabled({ timekeepingEnabled: false })).toBe(false);
    expect(isTimekeepingEnabled(undefined)).toBe(false);
  });

  it('treats a blank company name as no name', () => {
    expect(companyDisplayName({ companyName: ' Blue Ridge Freight Lines ' })).toBe('Blue Ridge Freight Lines');
    expect(companyDisplayName({ companyName: '   ' })).toBeUndefined();
    expect(companyDisplayName(null)).toBeUndefined();
  });
});
