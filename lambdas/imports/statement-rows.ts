import type { StatementFuel, StatementTrip } from '#shared/statement/read-statement';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { batchDelete, batchPut } from '#lambdas/data/batch';

/** Writes a valid statement's trips and fuel purchases under the run, all tagged with the batch id. */
export async function writeStatementRows(companyId: string, PayRunID: string, importBatchId: string, trips: readonly StatementTrip[], fuel: readonly StatementFuel[]): Promise<void> {
  const base = { companyId, PayRunID, importBatchId };
  await batchPut(tripLogEntity(), trips.map((t) => ({ ...base, ...t, DriverNo2: t.DriverNo2 ?? '' })));
  await batchPut(fuelLogEntity(), fuel.map((f) => ({ ...base, ...f })));
}

/** Deletes the statement rows of a run; with a batch id, only that import's rows. Returns how many. */
export async function deleteStatementRows(companyId: string, PayRunID: string, importBatchId?: string): Promise<number> {
  const trips = tripLogEntity();
  const fuel = fuelLogEntity();
  const [{ data: tripKeys }, { data: fuelKeys }] = await Promise.all([
    trips.query.byFirstDriver({ companyId, PayRunID }).go({ pages: 'all', attributes: ['DriverNo1', 'TripNumber', 'importBatchId'] }),
    fuel.query.byVehicle({ companyId, PayRunID }).go({ pages: 'all', attributes: ['VehicleID', 'StatementOrderIndex', 'importBatchId'] }),
  ]);
  const mine = <T extends { importBatchId?: string }>(rows: T[]) => rows.filter((r) => importBatchId === undefined || r.importBatchId === importBatchId);
  const tripRows = mine(tripKeys);
  const fuelRows = mine(fuelKeys);
  await batchDelete(trips, tripRows.map((t) => ({ companyId, PayRunID, DriverNo1: t.DriverNo1!, TripNumber: t.TripNumber! })));
  await batchDelete(fuel, fuelRows.map((f) => ({ companyId, PayRunID, VehicleID: f.VehicleID!, StatementOrderIndex: f.StatementOrderIndex! })));
  return tripRows.length + fuelRows.length;
}
