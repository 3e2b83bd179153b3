import { visibleInDirectory } from '#shared/chat/permissions';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { companyRoute } from '#lambdas/http/route-handler';

/** The audience selector's list (§6): everyone for role below 7, otherwise only admins; never oneself. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await directoryEntryEntity().query.byUid({ companyId: caller.companyId }).go({ pages: 'all' });
  const users = data
    .filter((e) => e.uid !== caller.userId && visibleInDirectory(e, caller.role))
    .map((e) => ({ uid: e.uid, name: e.name, Domicile: e.Domicile ?? '', role: e.role ?? '', securityRole: e.securityRole }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { users };
});
