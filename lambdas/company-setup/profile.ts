import { companyEntity, type CompanyItem } from '#lambdas/data/entities/company';
import type { TimeZoneSource } from '#shared/company/time-zone';
import type { CompanyProfileView } from '#shared/company/profile-schema';
import { NotFoundError } from '#lambdas/http/errors';

/** A profile written before versions were kept counts as version 1. */
export const versionOf = (company: Pick<CompanyItem, 'version'>) => company.version ?? 1;

/** What the setup page shows of the profile: no credential, whatever the item holds; the zone as the company's days are counted in it. */
export function profileView(company: CompanyItem, zone: { timeZone: string; source: TimeZoneSource }): CompanyProfileView {
  return {
    companyId: company.companyId,
    companyName: company.companyName ?? '',
    companyEmail: company.companyEmail ?? '',
    address: company.address ? { street: company.address.street, city: company.address.city, state: company.address.state, zip: company.address.zip } : null,
    timeZone: zone.timeZone,
    timeZoneChosen: zone.source === 'chosen',
    timeZoneSource: zone.source,
    accountActive: company.accountActive ?? false,
    timekeepingEnabled: company.timekeepingEnabled ?? false,
    wexDailyEmailAddresses: company.wexDailyEmailAddresses ?? [],
    afpVendors: company.afpVendors ?? [],
    version: versionOf(company),
  };
}

export async function loadCompany(companyId: string): Promise<CompanyItem> {
  const { data } = await companyEntity().get({ companyId }).go();
  if (!data) throw new NotFoundError('Company not found.');
  return data;
}
