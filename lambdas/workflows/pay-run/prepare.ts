import { payRunEntity } from '../../data/entities/pay-run.ts';
import { missingRunFlagEntity } from '../../data/entities/missing-run-flag.ts';
import { loadRun } from '../../payroll/calculation/run-context.ts';
import { loadDriverItems } from '../../payroll/inputs/driver-lookups.ts';
import { loadDriverTrips } from '../../payroll/inputs/run-trips.ts';
import { calculationInput } from './task-input.ts';

/**
 * First state of the calculation: the statement's drivers split into those the lookup knows (paid by
 * the Map) and the rest, whose trips become missing-run flags; progress counters start at zero.
 */
export async function handler(event: unknown) {
  const input = calculationInput.parse(event);
  const { companyId, PayRunID, calculationId } = input;
  const run = await loadRun(companyId, PayRunID);
  const statementDrivers = (run.DriverList as Array<{ DriverID: string }>).map((d) => d.DriverID);
  if (statementDrivers.length === 0) throw new Error('No statement is imported for this pay run.');
  const known = new Set((await loadDriverItems(companyId)).map((d) => d.DriverID));
  const drivers = statementDrivers.filter((id) => known.has(id));
  const unknown = statementDrivers.filter((id) => !known.has(id));

  const flags = missingRunFlagEntity();
  const { data: existing } = await flags.query.byRun({ companyId, PayRunID }).go({ pages: 'all' });
  const resolved = new Map(existing.map((f) => [f.TripNumber, f]));
  const next = new Map<string, { TripNumber: string; DriverID: string; VehicleID: string; reason: string }>();
  for (const id of unknown) {
    for (const trip of await loadDriverTrips(companyId, PayRunID, id)) {
      next.set(trip.TripNumber, { TripNumber: trip.TripNumber, DriverID: id, VehicleID: trip.VehicleID, reason: `Driver ${id} is not in the driver lookup, so trip ${trip.TripNumber} pays nobody.` });
    }
  }
  const stale = existing.filter((f) => !next.has(f.TripNumber));
  if (stale.length > 0) await flags.delete(stale.map((f) => ({ companyId, PayRunID, TripNumber: f.TripNumber }))).go();
  if (next.size > 0) {
    // A flag already resolved stays resolved when the same trip is flagged again.
    await flags.put([...next.values()].map((f) => {
      const earlier = resolved.get(f.TripNumber);
      return { companyId, PayRunID, ...f, resolved: earlier?.resolved ?? false, ...(earlier?.resolvedBy ? { resolvedBy: earlier.resolvedBy, resolvedAt: earlier.resolvedAt } : {}) };
    })).go();
  }

  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({ status: 'calculating', calculationId, driversTotal: drivers.length, driversDone: 0, driversFailed: 0, processingErrors: [] })
    .go();
  return { companyId, PayRunID, calculationId, drivers };
}
