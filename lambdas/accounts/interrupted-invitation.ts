import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { userAccountEntity, type UserAccountItem } from '#lambdas/data/entities/user-account';
import { ConflictError } from '#lambdas/http/errors';
import { findUser, resendInvitation, setTenantClaims, type Invitation, type PoolUser } from '#lambdas/identity/user-pool';

export const HAS_AN_ACCOUNT = 'This e-mail already has a FAST DASHBOARD account.';

/** The user's company lock is this company's, made by an invitation (not a sign-up, not another company). */
export function invitedTo(lock: Pick<UserAccountItem, 'companyId' | 'via'>, companyId: string): boolean {
  return lock.companyId === companyId && lock.via === 'invite';
}

/**
 * The pool user of this company's invitation that was interrupted after Cognito created him (his claim is
 * this company, he has no directory entry yet): a retry finishes it. Undefined when the e-mail has no pool
 * user. Anyone else (another company's user, a signed-up user, one already in the directory) is refused
 * before anything about him changes.
 */
export async function interruptedInvitee(companyId: string, email: string): Promise<PoolUser | undefined> {
  const user = await findUser(email);
  if (!user) return undefined;
  if (user.companyId !== companyId) throw new ConflictError(HAS_AN_ACCOUNT);
  const [{ data: entry }, { data: lock }] = await Promise.all([
    directoryEntryEntity().get({ companyId, uid: user.sub }).go(),
    userAccountEntity().get({ userId: user.sub }).go(),
  ]);
  if (entry || (lock && !invitedTo(lock, companyId))) throw new ConflictError(HAS_AN_ACCOUNT);
  return user;
}

/**
 * Brings the interrupted invitee's pool user in line with this invitation: the role and DriverID it gives
 * (the retry may give others; a non-driver keeps no driver's, as on a role change), and a new temporary
 * password mailed as a fresh invitation mails one, while he has not signed in.
 */
export async function resumeInvitedUser(user: PoolUser, invitation: Invitation): Promise<void> {
  const driverId = invitation.driverId ?? (user.driverId === undefined ? undefined : DEFAULT_DRIVER_ID);
  if (user.role !== invitation.role || user.driverId !== driverId) {
    await setTenantClaims(user.sub, { companyId: invitation.companyId, role: invitation.role, driverId });
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD' && user.enabled) await resendInvitation(invitation.email);
}
