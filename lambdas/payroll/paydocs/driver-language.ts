import { chooseLanguage, type Language } from '#shared/account/language';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import type { CompanyCaller } from '#lambdas/http/route-handler';

async function savedLanguage(companyId: string, uid: string): Promise<unknown> {
  const { data } = await userProfileEntity().get({ companyId, id: uid }).go({ attributes: ['language'] });
  return data?.language;
}

/**
 * The language a driver's pay document is printed in: the one he chose in his profile, whoever asks for
 * it (payroll too); English when he chose none, since the server cannot see his phone.
 */
export async function driverLanguage(caller: CompanyCaller, DriverID: string): Promise<Language> {
  const { companyId } = caller;
  if (caller.driverId === DriverID) return chooseLanguage(await savedLanguage(companyId, caller.userId), []);
  const { data } = await directoryEntryEntity().query.byUid({ companyId }).go({ pages: 'all', attributes: ['uid', 'driverId'] });
  const accounts = data.filter((a) => a.driverId === DriverID);
  const saved = await Promise.all(accounts.map((a) => savedLanguage(companyId, a.uid)));
  return chooseLanguage(saved.find((l) => l !== undefined), []);
}
