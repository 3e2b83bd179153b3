import type { AccountStatus } from './accounts-api.ts';
import { canGrant, canManage } from './role-labels.ts';

export interface ManagedAccount {
  uid: string;
  securityRole: number;
  /** Missing on older directory entries: active. */
  status?: AccountStatus;
}

export interface Refusal {
  status: 403 | 409;
  message: string;
}

const statusOf = (a: ManagedAccount): AccountStatus => a.status ?? 'active';

/** True when no other active owner would be left without `target`. */
export function isLastActiveOwner(target: ManagedAccount, accounts: readonly ManagedAccount[]): boolean {
  if (target.securityRole !== 1 || statusOf(target) !== 'active') return false;
  return !accounts.some((a) => a.uid !== target.uid && a.securityRole === 1 && statusOf(a) === 'active');
}

function manageRefusal(caller: { uid: string; role: number | null }, target: ManagedAccount, what: string): Refusal | null {
  if (caller.uid === target.uid) return { status: 409, message: `You cannot change your own ${what}; another owner can.` };
  if (!canManage(caller.role, target.securityRole)) return { status: 403, message: 'You cannot change a user with more privileges than yours.' };
  return null;
}

/** Why a role change is refused, or null: never oneself, never above the caller, never the last active owner. */
export function roleChangeRefusal(
  caller: { uid: string; role: number | null },
  target: ManagedAccount,
  role: number,
  accounts: readonly ManagedAccount[],
): Refusal | null {
  const refused = manageRefusal(caller, target, 'role');
  if (refused) return refused;
  if (!canGrant(caller.role, role)) return { status: 403, message: 'You cannot give a role with more privileges than yours.' };
  if (role !== 1 && isLastActiveOwner(target, accounts)) return { status: 409, message: 'The company needs at least one active owner.' };
  return null;
}

/** Why enabling or disabling is refused, or null: never oneself, never above the caller, never the last active owner. */
export function statusChangeRefusal(
  caller: { uid: string; role: number | null },
  target: ManagedAccount,
  status: 'active' | 'disabled',
  accounts: readonly ManagedAccount[],
): Refusal | null {
  const refused = manageRefusal(caller, target, 'account status');
  if (refused) return refused;
  if (status === 'disabled' && isLastActiveOwner(target, accounts)) return { status: 409, message: 'The company needs at least one active owner.' };
  return null;
}

/**
 * The directory view (spec part 2 §6): active accounts only, and of the drivers only those whose
 * driver record is active.
 */
export function inDirectoryView(account: ManagedAccount & { driverId?: string }, activeDriverIds: ReadonlySet<string>): boolean {
  if (statusOf(account) !== 'active') return false;
  if (account.securityRole !== 8) return true;
  return account.driverId !== undefined && activeDriverIds.has(account.driverId);
}
