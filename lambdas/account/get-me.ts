import { DEFAULT_ACCESS_CODE, roleLabel } from '#shared/account/role-labels';
import { companyZone } from '#lambdas/data/company-zone';
import { companyEntity } from '#lambdas/data/entities/company';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import { directoryEntryEntity, type DirectoryEntryItem } from '#lambdas/data/entities/directory-entry';
import type { Caller } from '#lambdas/http/caller';
import { signedInRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/** The caller's directory entry; an invited user becomes active at his first signed-in call. */
async function ownEntry(caller: Caller & { companyId: string }): Promise<DirectoryEntryItem | null> {
  const key = { companyId: caller.companyId, uid: caller.userId };
  const { data } = await directoryEntryEntity().get(key).go();
  if (data?.status !== 'invited') return data;
  try {
    await directoryEntryEntity()
      .patch(key)
      .set({ status: 'active', version: (data.version ?? 0) + 1 })
      .where(({ status }, { eq }) => eq(status, 'invited'))
      .go();
  } catch (error) {
    // Another first call (or the owner disabling him meanwhile) got there first: keep what is stored.
    if (!isConditionalFailure(error)) throw error;
  }
  return { ...data, status: 'active' };
}

/** The signed-in user from his token, with the company flags the shell decides menus by. */
export const handler = signedInRoute({}, async ({ caller }) => {
  const companyId = caller.companyId;
  const [company, entry, profile, timeZone] = companyId
    ? await Promise.all([
        companyEntity().get({ companyId }).go().then((r) => r.data),
        ownEntry({ ...caller, companyId }),
        userProfileEntity().get({ companyId, id: caller.userId }).go({ attributes: ['language'] }).then((r) => r.data),
        companyZone(companyId),
      ])
    : [null, null, null, null];
  const accessCode = entry?.accessCode ?? DEFAULT_ACCESS_CODE;
  return {
    user: {
      uid: caller.userId,
      email: caller.email,
      displayName: caller.displayName,
      companyId: caller.companyId,
      role: caller.role,
      driverId: caller.driverId,
      accessCode,
      roleLabel: roleLabel(accessCode),
      // The language he chose in his profile; none: the phone's decides.
      language: profile?.language ?? null,
    },
    company: company
      ? {
          id: company.companyId,
          companyName: company.companyName ?? '',
          accountActive: company.accountActive ?? false,
          timekeepingEnabled: company.timekeepingEnabled ?? false,
          isWexIntegrationCompleted: company.isWexIntegrationCompleted ?? false,
          // The zone the company's days are counted in: the screens' "today" and week.
          timeZone: timeZone ?? '',
        }
      : null,
  };
});
