import { companyRoute } from '#lambdas/http/route-handler';
import { defaultSince, eventsQuery, MAX_SAFETY_EVENTS, type EventsAnswer } from '#shared/integrations/safety';
import { withVideoTelematics } from './video-connection.ts';

/** Status 1 safety events updated since `since` (default 14 days), newest update first, at most 1,000. */
export const handler = companyRoute({ query: eventsQuery() }, async ({ caller, query }): Promise<EventsAnswer> => {
  const since = query.since ?? defaultSince();
  const events = await withVideoTelematics(caller.companyId, caller.userId, (client) => client.events({ lastUpdatedFrom: `${since}T00:00:00.000Z` }));
  return { since, events, capped: events.length >= MAX_SAFETY_EVENTS };
});
