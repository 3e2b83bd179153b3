import { inviteBody } from '#shared/account/accounts-api';
import { canGrant, ROLE_LABELS } from '#shared/account/role-labels';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { userAccountEntity } from '#lambdas/data/entities/user-account';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import { ConflictError, ForbiddenError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { createInvitedUser, type Invitation } from '#lambdas/identity/user-pool';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { accountView, callerStanding, freeDriver, tieDriver } from './directory.ts';
import { HAS_AN_ACCOUNT, interruptedInvitee, invitedTo, resumeInvitedUser } from './interrupted-invitation.ts';

/**
 * Invites a user by e-mail with his role (and DriverID for a driver): Cognito creates him with the
 * company's claims and mails his temporary password; he is `invited` until his first sign-in. The directory
 * entry is written last: until it is, a retry of an interrupted invitation resumes it (each write tolerates
 * its own earlier one) instead of finding the e-mail taken.
 */
export const handler = companyRoute({ body: inviteBody }, async ({ caller, body }) => {
  const { companyId } = caller;
  const standing = await callerStanding(companyId, caller);
  if (!canGrant(standing.role, body.role)) throw new ForbiddenError('You cannot give a role with more privileges than yours.');
  const driverId = body.role === 8 ? body.driverId : undefined;
  const interrupted = await interruptedInvitee(companyId, body.email);
  if (driverId) await freeDriver(companyId, driverId, interrupted?.sub);
  const invitation: Invitation = { email: body.email, name: body.name, companyId, role: body.role, driverId };
  if (interrupted) await resumeInvitedUser(interrupted, invitation);
  const sub = interrupted?.sub ?? (await createInvitedUser(invitation)).sub;
  await lockToCompany(sub, companyId, body.email);
  const [fName = '', ...rest] = body.name.split(/\s+/);
  await userProfileEntity().put({ companyId, id: sub, fName, lName: rest.join(' '), dName: body.name, email: body.email, version: 1 }).go();
  if (driverId) await tieDriver(companyId, driverId, sub);
  const entry = {
    companyId,
    uid: sub,
    name: body.name,
    Domicile: body.Domicile ?? '',
    role: ROLE_LABELS[body.role] ?? '',
    securityRole: body.role,
    email: body.email,
    ...(driverId ? { driverId } : {}),
    accessCode: body.role,
    status: 'invited' as const,
    invitedBy: caller.userId,
    invitedAt: new Date().toISOString(),
    version: 1,
  };
  try {
    await directoryEntryEntity().create(entry).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(HAS_AN_ACCOUNT);
    throw error;
  }
  return json(201, accountView(entry));
});

/** The invitee's company lock, or the one an interrupted try of this invitation made; any other is 409. */
async function lockToCompany(userId: string, companyId: string, email: string): Promise<void> {
  try {
    await userAccountEntity().create({ userId, companyId, via: 'invite', email }).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data: held } = await userAccountEntity().get({ userId }).go();
    if (!held || !invitedTo(held, companyId)) throw new ConflictError(HAS_AN_ACCOUNT);
  }
}
