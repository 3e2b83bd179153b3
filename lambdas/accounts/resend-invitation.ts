import { accountParams, resendBody } from '#shared/account/accounts-api';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { resendInvitation } from '#lambdas/identity/user-pool';
import { accountOf, accountView, assertVersion, companyAccounts, saveAccount } from './directory.ts';

/** Mails the invitation again with a new temporary password, only while the user has not signed in. */
export const handler = companyRoute({ params: accountParams, body: resendBody }, async ({ caller, params, body }) => {
  const entry = accountOf(await companyAccounts(caller.companyId), params.uid);
  assertVersion(entry, body.version);
  if ((entry.status ?? 'active') !== 'invited' || !entry.email) throw new ConflictError('This user has already signed in; there is no invitation to send again.');
  await resendInvitation(entry.email);
  return accountView(await saveAccount(entry, { invitedAt: new Date().toISOString() }));
});
