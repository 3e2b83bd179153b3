import type { RoleNumber } from './roles.ts';

/** The signed-in user as `GET /me` returns him (spec §3.1). */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  companyId: string | null;
  role: RoleNumber | null;
  driverId: string;
  /** Role label code (spec part 2 §6) and its label; the API always sends them, older answers may not. */
  accessCode?: number;
  roleLabel?: string;
}

/** The company flags the shell reads (spec §3.1); the full profile stays on the server. */
export interface CompanyFlags {
  id?: string;
  companyName?: string | null;
  accountActive?: boolean | null;
  timekeepingEnabled?: boolean | null;
  isWexIntegrationCompleted?: boolean | null;
  /** Older company documents keep the timekeeping flag under this object (§3.1). */
  companyProfile?: { timekeepingEnabled?: boolean | null } | null;
}

/** What every menu function needs: who the user is and which company flags are on. */
export interface AccessContext {
  role: RoleNumber | null | undefined;
  company: CompanyFlags | null | undefined;
}

export function isTimekeepingEnabled(company: CompanyFlags | null | undefined): boolean {
  if (!company) return false;
  return company.timekeepingEnabled === true || company.companyProfile?.timekeepingEnabled === true;
}

/** The company's display name, or undefined when it has none (blank names count as none). */
export function companyDisplayName(company: CompanyFlags | null | undefined): string | undefined {
  const name = company?.companyName?.trim();
  return name ? name : undefined;
}

/** A user without a company claim sees the "permissions are being verified" warning (§4, §8). */
export function lacksCompanyClaim(user: Pick<SessionUser, 'companyId'> | null | undefined): boolean {
  if (!user) return false;
  return typeof user.companyId !== 'string' || user.companyId.trim() === '';
}

/** The admin icon rail exists only for an active company account (§2.3). */
export function showsAdminRail(company: CompanyFlags | null | undefined): boolean {
  return company?.accountActive === true;
}
