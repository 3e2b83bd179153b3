import { accountParams, statusChangeBody } from '#shared/account/accounts-api';
import { statusChangeRefusal } from '#shared/account/account-rules';
import { companyRoute } from '#lambdas/http/route-handler';
import { forgetStanding } from '#lambdas/http/current-standing';
import { getUser, setEnabled, signOutEverywhere } from '#lambdas/identity/user-pool';
import { dropUserConnections } from '#lambdas/realtime/user-connections';
import { accountOf, accountView, assertVersion, companyAccounts, refuse, saveAccount, standingOf } from './directory.ts';

/**
 * Disables a user (he can no longer sign in or refresh) or enables him again; never oneself, never a
 * user above the caller, never the last active owner.
 */
export const handler = companyRoute({ params: accountParams, body: statusChangeBody }, async ({ caller, params, body }) => {
  const accounts = await companyAccounts(caller.companyId);
  const entry = accountOf(accounts, params.uid);
  refuse(statusChangeRefusal(standingOf(accounts.find((a) => a.uid === caller.userId), caller), entry, body.status, accounts));
  assertVersion(entry, body.version);
  if (body.status === 'disabled') {
    await setEnabled(entry.uid, false);
    await signOutEverywhere(entry.uid);
    // The directory entry is what every request checks (lambdas/http/current-standing.ts): his ID token stops working.
    const saved = await saveAccount(entry, { status: 'disabled' });
    forgetStanding(caller.companyId, entry.uid);
    await dropUserConnections(caller.companyId, entry.uid);
    return accountView(saved);
  }
  await setEnabled(entry.uid, true);
  // A user enabled again before his first sign-in is still only invited.
  const { status } = await getUser(entry.uid);
  const saved = await saveAccount(entry, { status: status === 'FORCE_CHANGE_PASSWORD' ? 'invited' : 'active' });
  forgetStanding(caller.companyId, entry.uid);
  return accountView(saved);
});
