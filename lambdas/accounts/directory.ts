import type { AccountView } from '#shared/account/accounts-api';
import type { Refusal } from '#shared/account/account-rules';
import { DEFAULT_ACCESS_CODE, roleLabel } from '#shared/account/role-labels';
import { directoryEntryEntity, type DirectoryEntryItem } from '#lambdas/data/entities/directory-entry';
import { driverEntity } from '#lambdas/data/entities/driver';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#lambdas/http/errors';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/** Every directory entry of the company (~300 at most). */
export async function companyAccounts(companyId: string): Promise<DirectoryEntryItem[]> {
  const { data } = await directoryEntryEntity().query.byUid({ companyId }).go({ pages: 'all' });
  return data;
}

/** One user of the caller's company; another company's uid is simply not found. */
export function accountOf(accounts: readonly DirectoryEntryItem[], uid: string): DirectoryEntryItem {
  const entry = accounts.find((a) => a.uid === uid);
  if (!entry) throw new NotFoundError('User not found.');
  return entry;
}

const NO_LONGER = 'Your account no longer has this access. Sign in again.';

/**
 * The caller as the directory knows him now. An ID token keeps its claims for up to an hour after a role
 * change or a disable, the directory does not: a disabled or demoted owner's token must not invite a new
 * owner or change anyone's role meanwhile. The less privileged of the two roles stands.
 */
export function standingOf(entry: DirectoryEntryItem | null | undefined, caller: { userId: string; role: number | null }): { uid: string; role: number } {
  if (!entry || (entry.status ?? 'active') !== 'active' || caller.role === null) throw new ForbiddenError(NO_LONGER);
  return { uid: caller.userId, role: Math.max(caller.role, entry.securityRole ?? caller.role) };
}

/** `standingOf` for a handler that has not read the whole directory. */
export async function callerStanding(companyId: string, caller: { userId: string; role: number | null }): Promise<{ uid: string; role: number }> {
  const { data } = await directoryEntryEntity().get({ companyId, uid: caller.userId }).go();
  return standingOf(data, caller);
}

export function accountView(e: DirectoryEntryItem): AccountView {
  const accessCode = e.accessCode ?? DEFAULT_ACCESS_CODE;
  return {
    uid: e.uid,
    name: e.name,
    email: e.email ?? '',
    Domicile: e.Domicile ?? '',
    role: e.role ?? '',
    securityRole: e.securityRole,
    accessCode,
    roleLabel: roleLabel(accessCode),
    driverId: e.driverId ?? '',
    status: e.status ?? 'active',
    invitedAt: e.invitedAt ?? '',
    version: e.version ?? 0,
  };
}

export function refuse(refusal: Refusal | null): void {
  if (!refusal) return;
  throw refusal.status === 403 ? new ForbiddenError(refusal.message) : new ConflictError(refusal.message);
}

export function assertVersion(entry: DirectoryEntryItem, version: number): void {
  if ((entry.version ?? 0) !== version) throw new ConflictError();
}

type EntryChange = Partial<Pick<DirectoryEntryItem, 'role' | 'securityRole' | 'accessCode' | 'driverId' | 'status' | 'invitedAt'>>;

/** Writes the entry only if nobody changed it since it was read (version lock). */
export async function saveAccount(entry: DirectoryEntryItem, change: EntryChange): Promise<DirectoryEntryItem> {
  const expected = entry.version ?? 0;
  try {
    const { data } = await directoryEntryEntity()
      .patch({ companyId: entry.companyId, uid: entry.uid })
      .set({ ...change, version: expected + 1 })
      .where(({ version }, { eq, notExists }) => (expected === 0 ? `(${notExists(version)} OR ${eq(version, 0)})` : eq(version, expected)))
      .go({ response: 'all_new' });
    return data as DirectoryEntryItem;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
}

/** A driver account needs the company's DriverID, not yet tied to another user. */
export async function freeDriver(companyId: string, driverId: string, uid?: string): Promise<void> {
  const { data: driver } = await driverEntity().get({ companyId, DriverID: driverId }).go();
  if (!driver) throw new ValidationError(`Driver ${driverId} does not exist; add the driver first.`, { driverId: `Driver ${driverId} does not exist.` });
  if (driver.uid && driver.uid !== uid) throw new ConflictError(`Driver ${driverId} already has an account.`);
}

/** Ties the driver record to its user (or unties it), as the demo's drivers are. */
export async function tieDriver(companyId: string, driverId: string, uid: string | null): Promise<void> {
  const patch = driverEntity().patch({ companyId, DriverID: driverId });
  await (uid ? patch.set({ uid }) : patch.remove(['uid'])).go();
}
