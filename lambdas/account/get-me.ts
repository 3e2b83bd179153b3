import { companyEntity } from '#lambdas/data/entities/company';
import { signedInRoute } from '#lambdas/http/route-handler';

/** The signed-in user from his token, with the company flags the shell decides menus by. */
export const handler = signedInRoute({}, async ({ caller }) => {
  const company = caller.companyId ? (await companyEntity().get({ companyId: caller.companyId }).go()).data : null;
  return {
    user: {
      uid: caller.userId,
      email: caller.email,
      displayName: caller.displayName,
      companyId: caller.companyId,
      role: caller.role,
      driverId: caller.driverId,
    },
    company: company
      ? {
          id: company.companyId,
          companyName: company.companyName ?? '',
          accountActive: company.accountActive ?? false,
          timekeepingEnabled: company.timekeepingEnabled ?? false,
          isWexIntegrationCompleted: company.isWexIntegrationCompleted ?? false,
        }
      : null,
  };
});
