import type { PathLayout } from './app-paths.ts';
import { isDriverRole, type RoleNumber } from './roles.ts';

export type RoleLayout = 'admin' | 'driver';

export const ADMIN_HOME_PATH = '/dashboard-tools';
export const DRIVER_HOME_PATH = '/driver-dashboard';

/**
 * Role below 8 gets the admin layout, 8 and above the driver layout (spec §1). A signed-in user without
 * a numeric role is not a driver; he gets the admin layout, whose menu is empty for him (§6).
 */
export function chooseLayout(role: RoleNumber | null | undefined): RoleLayout {
  return isDriverRole(role) ? 'driver' : 'admin';
}

/** Where a user lands after signing in, and where "/" takes a signed-in user. */
export function homePathFor(role: RoleNumber | null | undefined): string {
  return chooseLayout(role) === 'driver' ? DRIVER_HOME_PATH : ADMIN_HOME_PATH;
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
