import { describe, expect, it } from 'vitest';
import { adminMenu, COMPANY_SETUP_LABEL } from '#shared/access/admin-menu';

const company = { companyName: 'Blue Ridge Freight Lines', accountActive: true };
const labels = (role: number | null | undefined, c: typeof company | { companyName?: string | null } | null = company) =>
  adminMenu({ role, company: c }).map((e) => e.label);

const FULL = ['Map', 'Dashboard', 'Payroll Tools', 'Schedule', 'Drivers', 'Tractors', 'Maintenance', 'Imports', 'Company Forms', 'Helpdesk'];

describe('admin menu by role', () => {
  it('gives role 1 the full menu with Getting started after the Dashboard and a last settings entry named after the company', () => {
    expect(labels(1)).toEqual([...FULL.slice(0, 2), 'Getting started', ...FULL.slice(2), 'Blue Ridge Freight Lines']);
    expect(adminMenu({ role: 1, company }).find((e) => e.id === 'getting-started')?.path).toBe('/getting-started');
    const last = adminMenu({ role: 1, company }).at(-1);
    expect(last).toEqual({ id: 'company-settings', label: 'Blue Ridge Freight Lines', path: '/company-setup' });
  });

  it('titles the settings entry "Company Setup" when the company has no name', () => {
    for (const c of [{ companyName: '' }, { companyName: '   ' }, { companyName: null }, {}, null]) {
      expect(labels(1, c).at(-1)).toBe(COMPANY_SETUP_LABEL);
    }
    expect(COMPANY_SETUP_LABEL).toBe('Company Setup');
  });

  it('gives role 2 the full menu without company setup, plus Profile', () => {
    expect(labels(2)).toEqual([...FULL, 'Profile']);
    expect(adminMenu({ role: 2, company }).some((e) => e.path === '/company-setup')).toBe(false);
  });

  it('gives role 3 the role 2 menu without Payroll Tools', () => {
    expect(labels(3)).toEqual(['Map', 'Dashboard', 'Schedule', 'Drivers', 'Tractors', 'Maintenance', 'Imports', 'Company Forms', 'Helpdesk', 'Profile']);
  });

  it('gives role 4 no Payroll Tools, Schedule after Maintenance, plus Profile', () => {
    expect(labels(4)).toEqual(['Map', 'Dashboard', 'Drivers', 'Tractors', 'Maintenance', 'Schedule', 'Imports', 'Company Forms', 'Helpdesk', 'Profile']);
  });

  it.each([0, -1, 5, 6, 7, 8, 9, 11, 1.5, Number.NaN, null, undefined])('gives role %s an empty menu', (role) => {
    expect(adminMenu({ role, company })).toEqual([]);
  });

  it('links every entry to the page the spec names for it', () => {
    const paths = Object.fromEntries(adminMenu({ role: 2, company }).map((e) => [e.label, e.path]));
    expect(paths).toEqual({
      Map: '/map-view', Dashboard: '/dashboard-tools', 'Payroll Tools': '/payroll-tools', Schedule: '/schedule-tools',
      Drivers: '/manage-drivers', Tractors: '/tractor-dashboard', Maintenance: '/maintenance', Imports: '/imports',
      'Company Forms': '/form-tools', Helpdesk: '/getting-started', Profile: '/user-profile',
    });
  });

  it('never hands out the same entry twice and keeps ids unique', () => {
    for (const role of [1, 2, 3, 4]) {
      const ids = adminMenu({ role, company }).map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
