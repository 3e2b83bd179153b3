import { companyEntity } from '#lambdas/data/entities/company';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import { batchGet } from '#lambdas/data/batch';

const SHOP_MANAGER = 4;
const OWNER = 1;

/** The company's shop managers' e-mail addresses, or the owner's when it has none, else the company's own. */
export async function shopRecipients(companyId: string): Promise<string[]> {
  const { data: people } = await directoryEntryEntity().query.byUid({ companyId }).go({ pages: 'all' });
  const shop = people.filter((p) => p.securityRole === SHOP_MANAGER);
  const chosen = shop.length > 0 ? shop : people.filter((p) => p.securityRole === OWNER);
  const profiles = await batchGet(userProfileEntity(), chosen.map((p) => ({ companyId, id: p.uid })));
  const emails = profiles.map((p) => p.email?.trim() ?? '').filter(Boolean);
  if (emails.length > 0) return [...new Set(emails)];
  const { data: company } = await companyEntity().get({ companyId }).go();
  return company?.companyEmail ? [company.companyEmail] : [];
}
