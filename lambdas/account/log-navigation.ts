import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { userActionEntity } from '#lambdas/data/entities/user-action';
import { monthOf } from '#lambdas/data/month-partition';
import { noContent } from '#lambdas/http/respond';
import { signedInRoute } from '#lambdas/http/route-handler';

const route = z.string().trim().min(1).max(512);

const navigationSchema = z.strictObject({
  OriginRoute: route,
  DestinationRoute: route,
  ClientVersionNumber: z.string().trim().min(1).max(32),
});

/**
 * Spec part 1 §2.2: every navigation goes to the company's userActions log. The user, role and time come
 * from the token and the server clock. A user without a company has no log to write to: accepted, not stored.
 */
export const handler = signedInRoute({ body: navigationSchema }, async ({ caller, body }) => {
  if (!caller.companyId) return noContent(202);
  const now = Date.now();
  const timestamp = new Date(now).toISOString();
  await userActionEntity()
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
    .go();
  return noContent(202);
});
