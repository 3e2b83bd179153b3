import type { PathLayout } from './app-paths.ts';
import { isDriverRole, type RoleNumber } from './roles.ts';

export type RoleLayout = 'admin' | 'driver';

export const ADMIN_HOME_PATH = '/dashboard-tools';
export const DRIVER_HOME_PATH = '/driver-dashboard';
export const GETTING_STARTED_PATH = '/getting-started';

/** Each office role's own work: payroll its pay runs, dispatch the schedule, the shop its maintenance. */
const OFFICE_HOMES: Readonly<Record<number, string>> = {
  1: ADMIN_HOME_PATH,
  2: '/payroll-tools',
  3: '/schedule-tools',
  4: '/maintenance',
};

/**
 * Role below 8 gets the admin layout, 8 and above the driver layout (spec §1). A signed-in user without
 * a numeric role is not a driver; he gets the admin layout, whose menu is empty for him (§6).
 */
export function chooseLayout(role: RoleNumber | null | undefined): RoleLayout {
  return isDriverRole(role) ? 'driver' : 'admin';
}

/**
 * Where a user lands after signing in, and where "/" takes a signed-in user: his own work. An owner whose
 * new company still has Getting started steps to do lands there (`setupPending`); any other admin-layout
 * user without an office role of his own gets the Dashboard, whose menu offers what his role may read.
 */
export function homePathFor(role: RoleNumber | null | undefined, setupPending = false): string {
  if (chooseLayout(role) === 'driver') return DRIVER_HOME_PATH;
  if (role === 1 && setupPending) return GETTING_STARTED_PATH;
  return (typeof role === 'number' && OFFICE_HOMES[role]) || ADMIN_HOME_PATH;
}

/**
 * Whether a signed-in user of this role reads a stand-alone page (§2.3's form, default, paydoc and report
 * frames, or the 404 when `layout` is undefined) inside the driver layout: a driver keeps his bottom bar
 * on the pre-trip, every company form, My schedule and his pay document (issue 26), where the plain frame
 * left him only a small link home. The sign-in and sign-up pages and the landing keep their own frame.
 */
export function framesInDriverLayout(role: RoleNumber | null | undefined, layout: PathLayout | undefined): boolean {
  if (chooseLayout(role) !== 'driver') return false;
  return layout !== 'outside' && layout !== 'landing' && layout !== 'app';
}
