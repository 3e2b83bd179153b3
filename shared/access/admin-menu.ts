import { mayOpenPathname } from './page-access.ts';
import { companyDisplayName, type AccessContext } from './session.ts';

export type AdminMenuId =
  | 'map'
  | 'dashboard'
  | 'payroll-tools'
  | 'schedule'
  | 'drivers'
  | 'tractors'
  | 'maintenance'
  | 'imports'
  | 'company-forms'
  | 'helpdesk'
  | 'getting-started'
  | 'company-settings'
  | 'profile';

export interface MenuEntry<Id extends string = string> {
  id: Id;
  label: string;
  path: string;
}

/** Title of the company settings entry when the company has no name (§2.3). */
export const COMPANY_SETUP_LABEL = 'Company Setup';

const entry = (id: AdminMenuId, label: string, path: string): MenuEntry<AdminMenuId> => ({ id, label, path });

const map = entry('map', 'Map', '/map-view');
const dashboard = entry('dashboard', 'Dashboard', '/dashboard-tools');
const payrollTools = entry('payroll-tools', 'Payroll Tools', '/payroll-tools');
const schedule = entry('schedule', 'Schedule', '/schedule-tools');
const drivers = entry('drivers', 'Drivers', '/manage-drivers');
const tractors = entry('tractors', 'Tractors', '/tractor-dashboard');
const maintenance = entry('maintenance', 'Maintenance', '/maintenance');
const imports = entry('imports', 'Imports', '/imports');
const companyForms = entry('company-forms', 'Company Forms', '/form-tools');
const helpdesk = entry('helpdesk', 'Helpdesk', '/getting-started');
// The owner sets the company up: his setup steps are one click away, not only under Helpdesk.
const gettingStarted = entry('getting-started', 'Getting started', '/getting-started');
const profile = entry('profile', 'Profile', '/user-profile');

/** The full menu in the spec's order (§2.3), before the per-role changes of §6; Imports is the product's own page. */
const FULL_MENU = [map, dashboard, payrollTools, schedule, drivers, tractors, maintenance, imports, companyForms, helpdesk];

/** The entries of a role's menu in their order; what the role may open is decided by the pages' access rules. */
function arrangement(role: AccessContext['role'], company: AccessContext['company']): MenuEntry<AdminMenuId>[] {
  switch (role) {
    case 1:
      return [
        ...FULL_MENU.slice(0, 2),
        gettingStarted,
        ...FULL_MENU.slice(2),
        entry('company-settings', companyDisplayName(company) ?? COMPANY_SETUP_LABEL, '/company-setup'),
      ];
    case 2:
    case 3:
      return [...FULL_MENU, profile];
    case 4:
      return [map, dashboard, payrollTools, drivers, tractors, maintenance, schedule, imports, companyForms, helpdesk, profile];
    default:
      return [];
  }
}

/**
 * The admin layout's menu for a role (spec §2.3 and §6): 1 full with Getting started after the Dashboard,
 * plus the company settings entry named after the company; 2 full plus Profile; 3 as 2 without Payroll Tools; 4 without Payroll Tools, with
 * Schedule moved after Maintenance, plus Profile; any other role, or none, gets an empty menu.
 * Payroll Tools drop out for roles 3 and 4 because its page is for payroll staff (page-access.ts), so
 * the menu never offers a page that would refuse the role.
 * The Chat entry and the account item are part of the layout for everyone and are not listed here.
 */
export function adminMenu({ role, company }: AccessContext): MenuEntry<AdminMenuId>[] {
  return arrangement(role, company).filter((e) => mayOpenPathname(role, e.path));
}
