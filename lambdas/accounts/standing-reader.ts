import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import type { StandingReader } from '#lambdas/http/current-standing';

/** A user's standing as the company directory has it now: what every request is checked against. */
export const standingReader: StandingReader = async (companyId, uid) => {
  const { data } = await directoryEntryEntity().get({ companyId, uid }).go({ attributes: ['status', 'securityRole', 'driverId'] });
  return data ? { status: data.status ?? 'active', role: data.securityRole, driverId: data.driverId || null } : null;
};
