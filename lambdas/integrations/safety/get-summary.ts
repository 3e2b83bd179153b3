import { driverEntity } from '#lambdas/data/entities/driver';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { companyRoute } from '#lambdas/http/route-handler';
import { defaultSince, eventsQuery, MAX_SAFETY_EVENTS, summarizeEvents, type SafetySummary } from '#shared/integrations/safety';
import { withVideoTelematics } from './video-connection.ts';

/** The window's events counted per driver and per tractor (our DriverID and VehicleID), coached and closed. */
export const handler = companyRoute({ query: eventsQuery() }, async ({ caller, query }): Promise<SafetySummary> => {
  const since = query.since ?? defaultSince();
  const [events, tractors, drivers] = await Promise.all([
    withVideoTelematics(caller.companyId, caller.userId, (client) => client.events({ lastUpdatedFrom: `${since}T00:00:00.000Z` })),
    tractorEntity().query.byVehicleId({ companyId: caller.companyId }).go({ pages: 'all', attributes: ['VehicleID', 'Make', 'Model'] }),
    driverEntity().query.byDriverId({ companyId: caller.companyId }).go({ pages: 'all', attributes: ['DriverID', 'DisplayName'] }),
  ]);
  const summary = summarizeEvents(
    events,
    tractors.data.map((t) => ({ id: t.VehicleID, name: [t.VehicleID, t.Make, t.Model].filter(Boolean).join(' ') })),
    drivers.data.map((d) => ({ id: d.DriverID, name: d.DisplayName ?? d.DriverID })),
  );
  return { since, capped: events.length >= MAX_SAFETY_EVENTS, ...summary };
});
