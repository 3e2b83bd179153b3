import { describe, expect, it } from 'vitest';
import { driverBottomBar, driverMoreMenu } from '#shared/access/driver-menu';

const timekeepingOn = { companyName: 'Blue Ridge Freight Lines', timekeepingEnabled: true };
const timekeepingOff = { companyName: 'Blue Ridge Freight Lines', timekeepingEnabled: false };

describe('driver bottom bar', () => {
  it('shows Chat, Drive, Timecard and More when the company keeps time', () => {
    expect(driverBottomBar(timekeepingOn)).toEqual([
      { id: 'chat', label: 'Chat' },
      { id: 'drive', label: 'Drive', path: '/driver-dashboard' },
      { id: 'timecard', label: 'Timecard', path: '/driver-timeclock' },
      { id: 'more', label: 'More' },
    ]);
  });

  it('shows Documents instead of Timecard when timekeeping is off or unknown', () => {
    for (const company of [timekeepingOff, {}, null, undefined]) {
      expect(driverBottomBar(company).map((i) => i.label)).toEqual(['Chat', 'Drive', 'Documents', 'More']);
      expect(driverBottomBar(company)[2]?.path).toBe('/tractor-documents');
    }
  });

  it('reads the timekeeping flag kept under companyProfile by older company documents', () => {
    expect(driverBottomBar({ companyProfile: { timekeepingEnabled: true } })[2]?.label).toBe('Timecard');
  });
});

describe('driver More menu', () => {
  const labels = (role: number | null | undefined, company: object | null) => driverMoreMenu({ role, company }).map((e) => e.label);

  it('lists Documents first when timekeeping took its place on the bottom bar', () => {
    expect(labels(8, timekeepingOn)).toEqual(['Documents', 'Map', 'Tractors', 'Service Manager', 'Company Forms', 'My schedule', 'Bookmarks', 'Address Book']);
  });

  it('leaves Documents out when it is already on the bottom bar', () => {
    expect(labels(8, timekeepingOff)).toEqual(['Map', 'Tractors', 'Service Manager', 'Company Forms', 'My schedule', 'Bookmarks', 'Address Book']);
  });

  it.each([1, 4, 7, 8, 8.5])('offers the mobile extras to role %s (below 9)', (role) => {
    expect(labels(role, timekeepingOff)).toContain('Service Manager');
  });

  it.each([9, 10, 11, null, undefined])('hides Map, Tractors and Service Manager from role %s', (role) => {
    expect(labels(role, timekeepingOff)).toEqual(['Company Forms', 'My schedule', 'Bookmarks', 'Address Book']);
  });

  it.each([8, 9])('offers My schedule, which the schedule publish notice tells him to open, to role %s', (role) => {
    for (const company of [timekeepingOn, timekeepingOff, null]) {
      expect(driverMoreMenu({ role, company }).find((e) => e.id === 'schedule')).toEqual({ id: 'schedule', label: 'My schedule', path: '/driver-schedule' });
    }
  });

  it('links each entry to its mobile page', () => {
    expect(Object.fromEntries(driverMoreMenu({ role: 8, company: timekeepingOn }).map((e) => [e.label, e.path]))).toEqual({
      Documents: '/tractor-documents', Map: '/map-view-mobile', Tractors: '/tractor-dashboard-mobile',
      'Service Manager': '/maintenance-mobile', 'Company Forms': '/driver-forms', 'My schedule': '/driver-schedule', Bookmarks: '/company-bookmarks',
      'Address Book': '/company-address-book',
    });
  });
});
