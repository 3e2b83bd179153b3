import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import type { DemoCompany } from './demo-companies.ts';

/**
 * What an invitation would have recorded for the demo users: e-mail, DriverID, role label code and an
 * active status, on the directory entries the chat seed wrote (so /manage-accounts shows full rows).
 */
export async function seedDemoAccounts(company: DemoCompany, subs: ReadonlyMap<string, string>): Promise<void> {
  for (const user of company.users) {
    await directoryEntryEntity()
      .patch({ companyId: company.companyId, uid: subs.get(user.email)! })
      .set({ email: user.email, accessCode: user.role, status: 'active', version: 1, ...(user.driverId ? { driverId: user.driverId } : {}) })
      .go();
  }
}
