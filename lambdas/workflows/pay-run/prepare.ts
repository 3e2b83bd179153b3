import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { missingRunFlagEntity } from '#lambdas/data/entities/missing-run-flag';
import { loadRun } from '#lambdas/payroll/calculation/run-context';
import { loadDriverIds } from '#lambdas/payroll/inputs/driver-lookups';
import { loadDriverTrips } from '#lambdas/payroll/inputs/run-trips';
import { approvedTimecards } from '#lambdas/payroll/inputs/approved-timecards';
import { cents } from '#shared/money/round';
import { calculationPartEntity } from '#lambdas/data/entities/calculation-part';
import type { TripLogItem } from '#lambdas/data/entities/trip-log';
import type { VehicleTotals } from '#lambdas/payroll/calculation/vehicle-totals';
import { toStoredVehicleTotals } from '#lambdas/payroll/calculation/stored-vehicle-totals';
import { CHUNK_CONCURRENCY } from './definition.ts';
import { calculationInput } from './task-input.ts';
import { batchDelete, batchPut } from '#lambdas/data/batch';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Fewest drivers per Map item: enough to batch their writes (a chunk reads and writes them a slice at a time). */
export const MIN_DRIVERS_PER_CHUNK = 25;
/** Most drivers per Map item: few enough to keep every chunk well inside a Lambda's time and its part well inside an item. */
export const MAX_DRIVERS_PER_CHUNK = 125;

/**
 * The drivers split into Map items, in driver-id order so a chunk's range queries read only its own.
 * As many chunks as the Map runs at once when the bounds allow: every chunk starts by reading before it
 * writes, so each further round of chunks leaves the table waiting once more.
 */
export function chunksOf(drivers: readonly string[]): string[][] {
  const sorted = [...drivers].sort();
  const size = Math.min(MAX_DRIVERS_PER_CHUNK, Math.max(MIN_DRIVERS_PER_CHUNK, Math.ceil(sorted.length / CHUNK_CONCURRENCY)));
  const chunks: string[][] = [];
  for (let i = 0; i < sorted.length; i += size) chunks.push(sorted.slice(i, i + size));
  return chunks;
}

/** Part number of the trips nobody is paid for (chunks count from 0). */
const UNPAID_TRIPS_PART = 999_999;

/**
 * First state of the calculation: the statement's drivers split into those the lookup knows (paid by
 * the Map, in chunks, with the drivers of approved time cards of the week) and the rest, whose trips
 * become missing-run flags; progress counters start at zero.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/pay-run/prepare');
  const input = calculationInput.parse(event);
  const { companyId, PayRunID, calculationId } = input;
  const flags = missingRunFlagEntity();
  const parts = calculationPartEntity();
  const [[run, timecards], known, { data: existing }, { data: oldParts }] = await Promise.all([
    loadRun(companyId, PayRunID).then(async (r) => [r, await approvedTimecards(companyId, r.WeekEnding)] as const),
    loadDriverIds(companyId),
    flags.query.byRun({ companyId, PayRunID }).go({ pages: 'all' }),
    parts.query.byCalculation({ companyId, PayRunID }).go({ pages: 'all', attributes: ['calculationId', 'chunk'] }),
  ]);
  const statementDrivers = (run.DriverList as Array<{ DriverID: string }>).map((d) => d.DriverID);
  if (statementDrivers.length === 0) throw new Error('No statement is imported for this pay run.');
  const unknown = statementDrivers.filter((id) => !known.has(id));
  // A driver paid for his approved time is owed his week even when the statement has no trip of his.
  const worked = [...timecards].filter(([id, cards]) => known.has(id) && cards.some((c) => Number(c.minutes) > 0)).map(([id]) => id);
  const drivers = [...new Set([...statementDrivers.filter((id) => known.has(id)), ...worked])];

  const resolved = new Map(existing.map((f) => [f.TripNumber, f]));
  const next = new Map<string, { TripNumber: string; DriverID: string; VehicleID: string; reason: string }>();
  const unpaid: TripLogItem[] = [];
  const unknownTrips = await Promise.all(unknown.map((id) => loadDriverTrips(companyId, PayRunID, id)));
  unknown.forEach((id, i) => {
    for (const trip of unknownTrips[i]!) {
      if (!next.has(trip.TripNumber)) unpaid.push(trip);
      next.set(trip.TripNumber, { TripNumber: trip.TripNumber, DriverID: id, VehicleID: trip.VehicleID, reason: `Driver ${id} is not in the driver lookup, so trip ${trip.TripNumber} pays nobody.` });
    }
  });
  const stale = existing.filter((f) => !next.has(f.TripNumber));
  // Unpaid trips still belong to their vehicle's week: they join the summaries as a part of their own.
  const vehicles: Record<string, VehicleTotals> = {};
  for (const t of unpaid) {
    const v = (vehicles[t.VehicleID] ??= { trips: [], drivers: [], miles: 0, revenueCents: 0, payoutCents: 0 });
    v.trips.push(t.TripNumber);
    v.miles += t.MilesQTY;
    v.revenueCents += cents(t.TripRevenue ?? 0);
  }

  // Flags, parts and the run are separate items, so they are written side by side.
  await Promise.all([
    batchDelete(flags, stale.map((f) => ({ companyId, PayRunID, TripNumber: f.TripNumber }))),
    // A flag already resolved stays resolved when the same trip is flagged again.
    batchPut(flags, [...next.values()].map((f) => {
      const earlier = resolved.get(f.TripNumber);
      return { companyId, PayRunID, ...f, resolved: earlier?.resolved ?? false, ...(earlier?.resolvedBy ? { resolvedBy: earlier.resolvedBy, resolvedAt: earlier.resolvedAt } : {}) };
    })),
    (async () => {
      // A retried prepare finds its own unpaid part among the old ones: delete first, then write it again.
      await batchDelete(parts, oldParts.map((p) => ({ companyId, PayRunID, calculationId: p.calculationId!, chunk: p.chunk! })));
      await parts.put({ companyId, PayRunID, calculationId, chunk: UNPAID_TRIPS_PART, vehicles: toStoredVehicleTotals(vehicles), payDocs: [] }).go();
    })(),
    payRunEntity()
      .patch({ companyId, PayRunID })
      .set({ status: 'calculating', calculationId, driversTotal: drivers.length, driversDone: 0, driversFailed: 0, processingErrors: [] })
      .remove(['chunksCounted'])
      .go(),
  ]);

  return { companyId, PayRunID, calculationId, chunks: chunksOf(drivers) };
});
