/**
 * Numeric roles: lower means more privilege (spec part 1 §1, §6).
 * Below 8 is staff (admin layout); 8 and above is a driver (driver layout).
 */
export const Role = {
  Owner: 1,
  Manager: 2,
  Staff: 3,
  Maintenance: 4,
  Driver: 8,
} as const;

export type RoleNumber = number;

export const DEFAULT_DRIVER_ID = '0000000';

/** A role value is "at least as privileged as" minRole when it is numerically lower or equal. */
export function hasRole(role: RoleNumber | undefined | null, minRole: RoleNumber): boolean {
  return typeof role === 'number' && Number.isFinite(role) && role >= 1 && role <= minRole;
}

export function isDriverRole(role: RoleNumber | undefined | null): boolean {
  return typeof role === 'number' && role >= 8;
}
