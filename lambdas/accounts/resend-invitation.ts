import { accountParams, resendBody } from '#shared/account/accounts-api';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { getUser, resendInvitation } from '#lambdas/identity/user-pool';
import { accountOf, accountView, assertVersion, companyAccounts, saveAccount, standingOf } from './directory.ts';

const SIGNED_IN = 'This user has already signed in; there is no invitation to send again.';

/** Mails the invitation again with a new temporary password, only while the user has not signed in. */
export const handler = companyRoute({ params: accountParams, body: resendBody }, async ({ caller, params, body }) => {
  const accounts = await companyAccounts(caller.companyId);
  standingOf(accounts.find((a) => a.uid === caller.userId), caller);
  const entry = accountOf(accounts, params.uid);
  assertVersion(entry, body.version);
  if ((entry.status ?? 'active') !== 'invited' || !entry.email) throw new ConflictError(SIGNED_IN);
  // The entry turns active at his first API call; the pool knows as soon as he set his password.
  if ((await getUser(entry.uid)).status !== 'FORCE_CHANGE_PASSWORD') {
    await saveAccount(entry, { status: 'active' });
    throw new ConflictError(SIGNED_IN);
  }
  await resendInvitation(entry.email);
  return accountView(await saveAccount(entry, { invitedAt: new Date().toISOString() }));
});
