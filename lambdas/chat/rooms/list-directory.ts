import { inDirectoryView } from '#shared/account/account-rules';
import { visibleInDirectory } from '#shared/chat/permissions';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { driverEntity } from '#lambdas/data/entities/driver';
import { companyRoute } from '#lambdas/http/route-handler';

/**
 * The audience selector's list (§6): everyone for role below 7, otherwise only admins; never oneself.
 * Only active accounts, and of the drivers only active ones (spec part 2 §6 directory view).
 */
export const handler = companyRoute({}, async ({ caller }) => {
  const [{ data }, { data: drivers }] = await Promise.all([
    directoryEntryEntity().query.byUid({ companyId: caller.companyId }).go({ pages: 'all' }),
    driverEntity().query.byDriverId({ companyId: caller.companyId }).go({ pages: 'all', attributes: ['DriverID', 'Active', 'uid'] }),
  ]);
  const active = new Set(drivers.filter((d) => d.Active !== false).map((d) => d.DriverID));
  // Demo and older entries carry no driverId: the driver record tied to the user names it.
  const driverOfUid = new Map(drivers.filter((d) => d.uid).map((d) => [d.uid!, d.DriverID]));
  const users = data
    .filter((e) => e.uid !== caller.userId && visibleInDirectory(e, caller.role))
    .filter((e) => inDirectoryView({ ...e, driverId: e.driverId ?? driverOfUid.get(e.uid) }, active))
    .map((e) => ({ uid: e.uid, name: e.name, Domicile: e.Domicile ?? '', role: e.role ?? '', securityRole: e.securityRole }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { users };
});
