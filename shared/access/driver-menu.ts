import type { MenuEntry } from './admin-menu.ts';
import { isTimekeepingEnabled, type AccessContext, type CompanyFlags } from './session.ts';

export type DriverBarId = 'chat' | 'drive' | 'timecard' | 'documents' | 'more';
export type DriverMoreId =
  | 'documents'
  | 'map'
  | 'tractors'
  | 'service-manager'
  | 'company-forms'
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

/** The mobile extras (Map, Tractors, Service Manager) need a numeric role below 9 (§6). */
export const MOBILE_EXTRAS_ROLE_LIMIT = 9;

/**
 * The More menu (spec §2.3). Documents appears here only when timekeeping took its place on the bottom
 * bar, so it is always reachable exactly once.
 */
export function driverMoreMenu({ role, company }: AccessContext): MenuEntry<DriverMoreId>[] {
  const items: MenuEntry<DriverMoreId>[] = [];
  if (isTimekeepingEnabled(company)) items.push({ id: 'documents', label: 'Documents', path: DOCUMENTS_PATH });
  if (typeof role === 'number' && role < MOBILE_EXTRAS_ROLE_LIMIT) {
    items.push(
      { id: 'map', label: 'Map', path: '/map-view-mobile' },
      { id: 'tractors', label: 'Tractors', path: '/tractor-dashboard-mobile' },
      { id: 'service-manager', label: 'Service Manager', path: '/maintenance-mobile' },
    );
  }
  items.push(
    { id: 'company-forms', label: 'Company Forms', path: '/driver-forms' },
    { id: 'bookmarks', label: 'Bookmarks', path: '/company-bookmarks' },
    { id: 'address-book', label: 'Address Book', path: '/company-address-book' },
  );
  return items;
}
