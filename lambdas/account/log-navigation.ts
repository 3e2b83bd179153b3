import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { pageUsageWeekEntity } from '#lambdas/data/entities/page-usage-week';
import { userActionEntity } from '#lambdas/data/entities/user-action';
import { monthOf } from '#lambdas/data/month-partition';
import { noContent } from '#lambdas/http/respond';
import { signedInRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { isoWeekOf, NO_ROLE, usagePathOf } from '#shared/company/usage';

const route = z.string().trim().min(1).max(512);

const navigationSchema = z.strictObject({
  OriginRoute: route,
  DestinationRoute: route,
  ClientVersionNumber: z.string().trim().min(1).max(32),
});

/** Adds the navigation to the week's page usage; the log entry is what counts, so a failed count stays silent. */
async function countPageUse(companyId: string, role: number | null, destination: string, now: number): Promise<void> {
  try {
    const week = isoWeekOf(now, await companyZone(companyId));
    await pageUsageWeekEntity().update({ companyId, week, path: usagePathOf(destination), role: role ?? NO_ROLE }).add({ count: 1 }).go();
  } catch (error) {
    console.warn('page usage not counted', error instanceof Error ? error.message : error);
  }
}

/**
 * Spec part 1 §2.2: every navigation goes to the company's userActions log, and counts in the week's page
 * usage by role. The user, role and time come from the token and the server clock. A user without a
 * company has no log to write to: accepted, not stored.
 */
export const handler = signedInRoute({ body: navigationSchema }, async ({ caller, body }) => {
  if (!caller.companyId) return noContent(202);
  const now = Date.now();
  const timestamp = new Date(now).toISOString();
  await Promise.all([
    userActionEntity()
      .create({
        companyId: caller.companyId,
        month: monthOf(now),
        actionId: `${timestamp}#${randomUUID()}`,
        userUUID: caller.userId,
        ClientVersionNumber: body.ClientVersionNumber,
        timestamp,
        OriginRoute: body.OriginRoute,
        DestinationRoute: body.DestinationRoute,
        ...(caller.role !== null ? { role: caller.role } : {}),
      })
      .go(),
    countPageUse(caller.companyId, caller.role, body.DestinationRoute, now),
  ]);
  return noContent(202);
});
