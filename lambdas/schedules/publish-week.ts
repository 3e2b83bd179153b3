import { weekBody, type PublishResult } from '#shared/schedules/api';
import { weekOf } from '#shared/schedules/week';
import { companyRoute } from '#lambdas/http/route-handler';
import { tellDrivers } from './notify-drivers.ts';
import { publishDrafts } from './week-actions.ts';

/** Publishes the week's drafts, then tells each affected driver in chat (a failed message never fails the publish) and names who was not told, and why. */
export const handler = companyRoute({ body: weekBody }, async ({ caller, body }): Promise<PublishResult> => {
  const name = caller.displayName || caller.email || caller.userId;
  const published = await publishDrafts(caller.companyId, body.week, name);
  const drivers = [...new Set(published.map((e) => e.category))];
  const { told, notTold } = await tellDrivers(caller.companyId, weekOf(body.week), drivers, { userId: caller.userId, name });
  return { week: weekOf(body.week), published: published.length, drivers: drivers.length, told, notTold };
});
