import type { StatementFuel, StatementTrip } from '#shared/statement/read-statement';
import { fuelLogEntity } from '../data/entities/fuel-log.ts';
import { tripLogEntity } from '../data/entities/trip-log.ts';

/** Writes a valid statement's trips and fuel purchases under the run, all tagged with the batch id. */
export async function writeStatementRows(companyId: string, PayRunID: string, importBatchId: string, trips: readonly StatementTrip[], fuel: readonly StatementFuel[]): Promise<void> {
  const base = { companyId, PayRunID, importBatchId };
  if (trips.length > 0) {
    const { unprocessed } = await tripLogEntity().put(trips.map((t) => ({ ...base, ...t, DriverNo2: t.DriverNo2 ?? '' }))).go({ concurrent: 4 });
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} trip logs were not written`);
  }
  if (fuel.length > 0) {
    const { unprocessed } = await fuelLogEntity().put(fuel.map((f) => ({ ...base, ...f }))).go({ concurrent: 4 });
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} fuel logs were not written`);
  }
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
  if (tripRows.length > 0) await trips.delete(tripRows.map((t) => ({ companyId, PayRunID, DriverNo1: t.DriverNo1!, TripNumber: t.TripNumber! }))).go({ concurrent: 4 });
  if (fuelRows.length > 0) await fuel.delete(fuelRows.map((f) => ({ companyId, PayRunID, VehicleID: f.VehicleID!, StatementOrderIndex: f.StatementOrderIndex! }))).go({ concurrent: 4 });
  return tripRows.length + fuelRows.length;
}
