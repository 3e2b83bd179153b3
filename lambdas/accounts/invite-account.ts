import { inviteBody } from '#shared/account/accounts-api';
import { canGrant, ROLE_LABELS } from '#shared/account/role-labels';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { userAccountEntity } from '#lambdas/data/entities/user-account';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import { ConflictError, ForbiddenError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { createInvitedUser } from '#lambdas/identity/user-pool';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { accountView, callerStanding, freeDriver, tieDriver } from './directory.ts';

/**
 * Invites a user by e-mail with his role (and DriverID for a driver): Cognito creates him with the
 * company's claims and mails his temporary password; he is `invited` until his first sign-in.
 */
export const handler = companyRoute({ body: inviteBody }, async ({ caller, body }) => {
  const { companyId } = caller;
  const standing = await callerStanding(companyId, caller);
  if (!canGrant(standing.role, body.role)) throw new ForbiddenError('You cannot give a role with more privileges than yours.');
  const driverId = body.role === 8 ? body.driverId : undefined;
  if (driverId) await freeDriver(companyId, driverId);
  const { sub } = await createInvitedUser({ email: body.email, name: body.name, companyId, role: body.role, driverId });
  try {
    await userAccountEntity().create({ userId: sub, companyId, via: 'invite', email: body.email }).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError('This e-mail already has a FAST DASHBOARD account.');
    throw error;
  }
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
  await directoryEntryEntity().put(entry).go();
  const [fName = '', ...rest] = body.name.split(/\s+/);
  await userProfileEntity().put({ companyId, id: sub, fName, lName: rest.join(' '), dName: body.name, email: body.email, version: 1 }).go();
  if (driverId) await tieDriver(companyId, driverId, sub);
  return json(201, accountView(entry));
});
