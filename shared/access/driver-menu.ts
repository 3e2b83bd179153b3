import type { MenuEntry } from './admin-menu.ts';
import { mayOpenPathname, MOBILE_EXTRAS_ROLE_LIMIT } from './page-access.ts';
import { isTimekeepingEnabled, type AccessContext, type CompanyFlags } from './session.ts';

export type DriverBarId = 'chat' | 'drive' | 'timecard' | 'documents' | 'more';
export type DriverMoreId =
  | 'documents'
  | 'map'
  | 'tractors'
  | 'service-manager'
  | 'company-forms'
  | 'schedule'
  | 'bookmarks'
  | 'address-book';

/** A bottom bar item; Chat opens the chat dialog and More opens the More menu, so they have no path. */
export interface DriverBarItem {
  id: DriverBarId;
  label: string;
  path?: string;
}

const DOCUMENTS_PATH = '/tractor-documents';

/** The driver layout's bottom bar (spec §2.3): Chat, Drive, Timecard or Documents, More. */
export function driverBottomBar(company: CompanyFlags | null | undefined): DriverBarItem[] {
  const third: DriverBarItem = isTimekeepingEnabled(company)
    ? { id: 'timecard', label: 'Timecard', path: '/driver-timeclock' }
    : { id: 'documents', label: 'Documents', path: DOCUMENTS_PATH };
  return [{ id: 'chat', label: 'Chat' }, { id: 'drive', label: 'Drive', path: '/driver-dashboard' }, third, { id: 'more', label: 'More' }];
}

export { MOBILE_EXTRAS_ROLE_LIMIT };

/**
 * The More menu (spec §2.3, plus My schedule, issue 26). Documents appears here only when timekeeping took
 * its place on the bottom bar, so it is always reachable exactly once.
 */
export function driverMoreMenu({ role, company }: AccessContext): MenuEntry<DriverMoreId>[] {
  const items: MenuEntry<DriverMoreId>[] = [];
  if (isTimekeepingEnabled(company)) items.push({ id: 'documents', label: 'Documents', path: DOCUMENTS_PATH });
  items.push(
    { id: 'map', label: 'Map', path: '/map-view-mobile' },
    { id: 'tractors', label: 'Tractors', path: '/tractor-dashboard-mobile' },
    { id: 'service-manager', label: 'Service Manager', path: '/maintenance-mobile' },
    { id: 'company-forms', label: 'Company Forms', path: '/driver-forms' },
    // The schedule publish notice tells the driver to open My schedule; no company flag turns schedules off.
    { id: 'schedule', label: 'My schedule', path: '/driver-schedule' },
    { id: 'bookmarks', label: 'Bookmarks', path: '/company-bookmarks' },
    { id: 'address-book', label: 'Address Book', path: '/company-address-book' },
  );
  // The pages' own access rules decide: the mobile extras are for a role below 9 (§6).
  return items.filter((item) => mayOpenPathname(role, item.path));
}
