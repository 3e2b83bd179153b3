import { accountsQuery, type AccountsAnswer } from '#shared/account/accounts-api';
import { inDirectoryView } from '#shared/account/account-rules';
import { driverEntity } from '#lambdas/data/entities/driver';
import { companyRoute } from '#lambdas/http/route-handler';
import { accountView, companyAccounts } from './directory.ts';

/** The user directory: every account, or the directory view (active accounts, active drivers only). */
export const handler = companyRoute({ query: accountsQuery }, async ({ caller, query }): Promise<AccountsAnswer> => {
  let entries = await companyAccounts(caller.companyId);
  if (query.view === 'directory') {
    const { data: drivers } = await driverEntity().query.byDriverId({ companyId: caller.companyId }).go({ pages: 'all', attributes: ['DriverID', 'Active'] });
    const active = new Set(drivers.filter((d) => d.Active !== false).map((d) => d.DriverID));
    entries = entries.filter((e) => inDirectoryView(e, active));
  }
  return { accounts: entries.map(accountView).sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid)) };
});
