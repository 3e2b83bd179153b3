import { matchAppPath, type AppPath } from './app-paths.ts';
import { chooseLayout } from './layout-choice.ts';
import { hasRole, type RoleNumber } from './roles.ts';

/**
 * Who a page is for. The menus offer a page only to a role this table admits, and the SPA shows a
 * plain "this page is for …" page to any other role before the page makes a call, so a menu and its
 * page can never disagree.
 */
export type PageAudience = 'owner' | 'payroll' | 'dispatch' | 'office' | 'staff' | 'fleet' | 'anyone';

/**
 * The least privileged role number each audience admits, in the route table's terms (lambdas `minRole`,
 * 99 meaning any signed-in user). `staff` is everyone the admin layout serves, a user without a role
 * included, because its home page must open for each of them.
 */
export const AUDIENCE_MIN_ROLE: Record<PageAudience, number> = {
  owner: 1,
  payroll: 2,
  dispatch: 3,
  office: 4,
  staff: 7,
  fleet: 8,
  anyone: 99,
};

/** `GET /payruns`: the API call that loads a page, as the route table spells it. */
export type PageApi = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} /${string}`;

export interface PageAccess {
  readonly audience: PageAudience;
  /** The call the page opens with; its route's minRole must admit exactly this audience. */
  readonly api?: PageApi;
}

const page = (audience: PageAudience, api?: PageApi): PageAccess => (api ? { audience, api } : { audience });

/** Every product path; the compiler refuses a path without an entry, so a new page is never unguarded. */
export const pageAccess: Record<AppPath, PageAccess> = {
  // Open to visitors (the route guard's open paths) and to every signed-in user.
  '/': page('anyone'),
  '/login': page('anyone'),
  '/logout': page('anyone'),
  '/restart': page('anyone'),
  '/register': page('anyone'),
  '/create-company': page('anyone'),
  '/driver-paydoc': page('anyone'),
  '/MMR-Template': page('anyone'),
  '/FORM-Template': page('anyone'),
  '/IVMR-Template': page('anyone'),
  '/IVMR': page('anyone'),
  '/Adjustment-Template': page('anyone'),
  '/driver-schedule': page('anyone', 'GET /schedule-link/schedule'),
  '/report-link': page('anyone', 'GET /report-link/download'),
  '/pretrip-safety-inspection': page('anyone', 'GET /me/forms'),
  '/inspection-form': page('anyone', 'GET /inspection-link/form'),
  '/oauth/authorize': page('anyone'),
  '/oauth/callback': page('anyone'),

  // Every signed-in user: the account, bookmarks and the driver layout's bottom bar and More menu.
  '/account': page('anyone', 'GET /me'),
  '/user-profile': page('anyone', 'GET /me/profile'),
  '/bookmarks': page('anyone', 'GET /bookmarks'),
  '/company-bookmarks': page('anyone', 'GET /bookmarks'),
  '/company-address-book': page('anyone', 'GET /address-book'),
  '/driver-dashboard': page('anyone', 'GET /me/day'),
  '/driver-timeclock': page('anyone', 'GET /me/timeclock'),
  '/tractor-documents': page('anyone', 'GET /me/documents'),
  '/driver-forms': page('anyone', 'GET /me/forms'),
  '/driver-profile': page('anyone'),
  '/pdf-viewer': page('anyone', 'GET /documents/{documentId}/link'),

  // Drivers' own pay and the mobile extras (§6: numeric role below 9).
  '/driver-documents': page('fleet', 'GET /me/paydocs'),
  '/map-view-mobile': page('fleet', 'GET /fleet/positions/mobile'),
  '/tractor-dashboard-mobile': page('fleet', 'GET /fleet/tractors'),
  '/maintenance-mobile': page('fleet', 'GET /maintenance/service-status'),
  '/reported-defects-mobile': page('fleet', 'GET /me/reported-defects'),

  // The admin layout's home.
  '/dashboard-tools': page('staff'),

  // The office tools of the admin menu (roles 1 to 4, §6).
  '/map-view': page('office', 'GET /fleet/positions'),
  '/schedule-tools': page('office', 'GET /schedules/week'),
  '/schedule-tool': page('office', 'GET /schedules/sheets'),
  '/driver-schedule-tool': page('office', 'GET /schedules/week'),
  '/manage-drivers': page('office', 'GET /fleet/drivers'),
  '/driver-sheets': page('office', 'GET /schedules/sheets'),
  '/tractor-dashboard': page('office'),
  '/tractor-status': page('office'),
  '/manage-tractors': page('office'),
  '/tractor-repair-tools': page('office', 'GET /defects'),
  '/maintenance': page('office', 'GET /maintenance/records'),
  '/form-tools': page('office', 'GET /forms'),
  '/admin-forms': page('office', 'GET /forms'),
  '/form-testing': page('office', 'GET /forms'),
  '/getting-started': page('office', 'GET /helpdesk/checklist'),
  '/manage-inspections': page('office', 'GET /form-submissions'),
  '/manager-inspections': page('office', 'GET /defects'),
  '/Org-manage-inspections': page('office', 'GET /inspections/summary'),
  '/manage-locations': page('office', 'GET /domiciles'),
  '/timecard-admin': page('dispatch', 'GET /timecards'),
  '/safety-tools': page('office', 'GET /safety/events'),
  '/logout/lytx-tools': page('office'),
  '/reporting-tools': page('office'),
  '/old_reporting-tools': page('office'),
  '/imports': page('office', 'GET /imports'),

  // The outbox of SMS and e-mail alerts.
  '/communications/sms-status': page('dispatch', 'GET /chat/outbox'),

  // Payroll: pay runs, their reports, pay rules and settlement adjustments.
  '/payroll-tools': page('payroll', 'GET /payruns'),
  '/calculate-payroll': page('payroll', 'GET /payruns'),
  '/payroll-reports': page('payroll', 'GET /payruns/{id}/report'),
  '/payroll-data': page('payroll', 'GET /payruns/{id}/driver-reports'),
  '/payroll-settings': page('payroll', 'GET /pay-tables'),
  '/settlement-adjustments': page('payroll', 'GET /settlement-adjustments'),
  '/statement-tools': page('payroll', 'GET /statement-files'),
  '/records-trip-legs': page('payroll', 'GET /trip-legs'),

  // The company owner: company settings, accounts and the profitability snapshot (report min role 1).
  '/company-setup': page('owner', 'GET /company/setup'),
  '/company-setup/index-analytics-version': page('owner', 'GET /company/usage'),
  '/manage-accounts': page('owner', 'GET /accounts'),
  '/settlement-analysis': page('owner', 'GET /profitability/trend'),
};

/** The mobile extras (Map, Tractors, Service Manager) need a numeric role below 9 (§6). */
export const MOBILE_EXTRAS_ROLE_LIMIT = 9;

export function audienceAdmits(audience: PageAudience, role: RoleNumber | null | undefined): boolean {
  if (audience === 'anyone') return true;
  if (audience === 'staff') return chooseLayout(role) === 'admin';
  // The spec words this one as "below 9", which a fractional role such as 8.5 also meets.
  if (audience === 'fleet') return hasRole(role, MOBILE_EXTRAS_ROLE_LIMIT) && role !== MOBILE_EXTRAS_ROLE_LIMIT;
  return hasRole(role, AUDIENCE_MIN_ROLE[audience]);
}

/** Whether a user of this role may use the page of this product path. */
export function mayOpenPage(role: RoleNumber | null | undefined, path: AppPath): boolean {
  return audienceAdmits(pageAccess[path].audience, role);
}

/** The audience a report menu minimum role (§2.3) admits: 1 the owner, 2 payroll, 3 dispatch, 4 the office. */
export function audienceOfMinRole(minRole: number): Exclude<PageAudience, 'anyone'> {
  const audiences = ['owner', 'payroll', 'dispatch', 'office', 'staff'] as const;
  return audiences.find((audience) => AUDIENCE_MIN_ROLE[audience] >= minRole) ?? 'staff';
}

/** What of its address a page is opened with, beside its path. */
export interface PageAddress {
  search: string;
  hash: string;
}

/**
 * The pages that show the signed-in driver his own records: his day, timecard, pay, profile and schedule.
 * Someone of the office has none of them; he reads a driver's profile by naming him (`?userId=`), and a
 * schedule through its signed link (`#link=`), which the value tells.
 */
const DRIVERS_OWN_PAGES: Partial<Record<AppPath, (address: PageAddress) => boolean>> = {
  '/driver-dashboard': () => false,
  '/driver-timeclock': () => false,
  '/driver-documents': () => false,
  '/driver-profile': ({ search }) => new URLSearchParams(search).has('userId'),
  '/driver-schedule': ({ hash }) => hash.startsWith('#link='),
};

/**
 * Whether a signed-in user of the admin layout opened a driver's own page without naming a driver: he
 * gets a plain note that it is the driver's page, where the page itself would only fail to load his.
 */
export function isDriversOwnPageFor(role: RoleNumber | null | undefined, path: AppPath, address: PageAddress): boolean {
  const namesADriver = DRIVERS_OWN_PAGES[path];
  if (!namesADriver || chooseLayout(role) !== 'admin') return false;
  return !namesADriver(address);
}

/** The same decision for a pathname (a menu entry's link); a path of no page is the 404's business. */
export function mayOpenPathname(role: RoleNumber | null | undefined, pathname: string): boolean {
  const def = matchAppPath(pathname);
  return def ? mayOpenPage(role, def.path) : true;
}
