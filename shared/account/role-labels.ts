/**
 * Role labels (spec part 2 §6): a user's label comes from his accessCode; a user without one is an
 * External User (code 11). Roles: lower number = more privilege.
 */
export const ROLE_LABELS: Readonly<Record<number, string>> = {
  1: 'Owner',
  2: 'Payroll Manager',
  3: 'Dispatcher',
  4: 'Shop Manager',
  8: 'Driver',
  11: 'External User',
};

export const DEFAULT_ACCESS_CODE = 11;

/** The roles an invitation or a role change may give. */
export const GRANTABLE_ROLES = [1, 2, 3, 4, 8] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export function isGrantableRole(role: number): role is GrantableRole {
  return (GRANTABLE_ROLES as readonly number[]).includes(role);
}

/** The label of an access code; a missing or unknown code reads as the default's. */
export function roleLabel(accessCode?: number | null): string {
  return (accessCode !== undefined && accessCode !== null && ROLE_LABELS[accessCode]) || ROLE_LABELS[DEFAULT_ACCESS_CODE]!;
}

function isRole(role: number | null | undefined): role is number {
  return typeof role === 'number' && Number.isInteger(role) && role >= 1;
}

/** Nobody gives a role more privileged than his own. */
export function canGrant(callerRole: number | null | undefined, role: number): boolean {
  return isRole(callerRole) && isGrantableRole(role) && role >= callerRole;
}

/** Nobody changes or disables a user more privileged than himself. */
export function canManage(callerRole: number | null | undefined, targetRole: number): boolean {
  return isRole(callerRole) && isRole(targetRole) && targetRole >= callerRole;
}
