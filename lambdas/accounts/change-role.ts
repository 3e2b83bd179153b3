import { accountParams, roleChangeBody } from '#shared/account/accounts-api';
import { roleChangeRefusal } from '#shared/account/account-rules';
import { ROLE_LABELS } from '#shared/account/role-labels';
import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { companyRoute } from '#lambdas/http/route-handler';
import { forgetStanding } from '#lambdas/http/current-standing';
import { setTenantClaims, signOutEverywhere } from '#lambdas/identity/user-pool';
import { accountOf, accountView, assertVersion, companyAccounts, freeDriver, refuse, saveAccount, standingOf, tieDriver } from './directory.ts';

/**
 * Changes a user's role: never one's own, never to or of a role above the caller's, never the last
 * active owner. His sessions end (refresh revoked); an ID token already issued acts with the new role (every request reads the directory).
 */
export const handler = companyRoute({ params: accountParams, body: roleChangeBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const accounts = await companyAccounts(companyId);
  const entry = accountOf(accounts, params.uid);
  refuse(roleChangeRefusal(standingOf(accounts.find((a) => a.uid === caller.userId), caller), entry, body.role, accounts));
  assertVersion(entry, body.version);
  const driverId = body.role === 8 ? body.driverId! : undefined;
  if (driverId) await freeDriver(companyId, driverId, entry.uid);
  await setTenantClaims(entry.uid, { companyId, role: body.role, driverId: driverId ?? DEFAULT_DRIVER_ID });
  await signOutEverywhere(entry.uid);
  const saved = await saveAccount(entry, { role: ROLE_LABELS[body.role] ?? '', securityRole: body.role, accessCode: body.role, driverId: driverId ?? '' });
  if (entry.driverId && entry.driverId !== driverId) await tieDriver(companyId, entry.driverId, null);
  if (driverId) await tieDriver(companyId, driverId, entry.uid);
  // Every request reads the directory's role (lambdas/http/current-standing.ts): his old ID token acts with the new one.
  forgetStanding(companyId, entry.uid);
  return accountView(saved);
});
