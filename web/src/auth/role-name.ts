import { isDriverRole, type RoleNumber } from '#shared/access/roles';
import { text } from '#web/strings.ts';

/** The user's role in words, as the account page and the "this page is for …" page name it. */
export function roleName(role: RoleNumber | null | undefined): string {
  if (typeof role !== 'number' || !Number.isFinite(role)) return text.roles.none;
  const named = text.roles.byNumber[role];
  if (named) return named;
  return isDriverRole(role) ? text.roles.driver : text.roles.office;
}
