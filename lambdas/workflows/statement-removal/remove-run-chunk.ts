import { batchDelete } from '#lambdas/data/batch';
import { adjustmentApplicationEntity } from '#lambdas/data/entities/adjustment-application';
import { calculationPartEntity } from '#lambdas/data/entities/calculation-part';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { missingRunFlagEntity } from '#lambdas/data/entities/missing-run-flag';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { tripPayoutEntity } from '#lambdas/data/entities/trip-payout';
import { vehicleSummaryEntity } from '#lambdas/data/entities/vehicle-summary';

/** Items one task deletes at most, so a task stays well inside a Lambda's time whatever the run's size. */
export const ITEMS_PER_CHUNK = 1_000;

/** Deletes up to `limit` items of one kind of the run; answers how many it deleted. */
type Take = (companyId: string, PayRunID: string, limit: number) => Promise<number>;

async function deleted<K>(remove: (keys: K[]) => Promise<void>, keys: K[]): Promise<number> {
  await remove(keys);
  return keys.length;
}

/** In this order: adjustment applications are found through the pay documents, so they go first. */
const takes: readonly Take[] = [
  async (companyId, PayRunID, limit) => {
    const { data: docs } = await payDocEntity().query.byRun({ companyId, PayRunID }).go({ pages: 'all', attributes: ['DriverID'] });
    const entity = adjustmentApplicationEntity();
    const keys: Array<{ companyId: string; DriverID: string; PayRunID: string; adjustmentId: string }> = [];
    for (const doc of docs) {
      if (keys.length >= limit) break;
      const { data } = await entity.query.byDriver({ companyId, DriverID: doc.DriverID!, PayRunID }).go({ pages: 'all', attributes: ['adjustmentId'] });
      keys.push(...data.map((a) => ({ companyId, DriverID: doc.DriverID!, PayRunID, adjustmentId: a.adjustmentId! })));
    }
    return deleted((k) => batchDelete(entity, k), keys.slice(0, limit));
  },
  async (companyId, PayRunID, limit) => {
    const entity = tripPayoutEntity();
    const { data } = await entity.query.byDriver({ companyId, PayRunID }).go({ limit, attributes: ['DriverID', 'TripNumber'] });
    return deleted((k) => batchDelete(entity, k), data.map((x) => ({ companyId, PayRunID, DriverID: x.DriverID!, TripNumber: x.TripNumber! })));
  },
  async (companyId, PayRunID, limit) => {
    const entity = payDocEntity();
    const { data } = await entity.query.byRun({ companyId, PayRunID }).go({ limit, attributes: ['DriverID'] });
    return deleted((k) => batchDelete(entity, k), data.map((x) => ({ companyId, PayRunID, DriverID: x.DriverID! })));
  },
  async (companyId, PayRunID, limit) => {
    const entity = vehicleSummaryEntity();
    const { data } = await entity.query.byRun({ companyId, payrunId: PayRunID }).go({ limit, attributes: ['vehicleId'] });
    return deleted((k) => batchDelete(entity, k), data.map((x) => ({ companyId, payrunId: PayRunID, vehicleId: x.vehicleId! })));
  },
  async (companyId, PayRunID, limit) => {
    const entity = missingRunFlagEntity();
    const { data } = await entity.query.byRun({ companyId, PayRunID }).go({ limit, attributes: ['TripNumber'] });
    return deleted((k) => batchDelete(entity, k), data.map((x) => ({ companyId, PayRunID, TripNumber: x.TripNumber! })));
  },
  async (companyId, PayRunID, limit) => {
    const entity = calculationPartEntity();
    const { data } = await entity.query.byCalculation({ companyId, PayRunID }).go({ limit, attributes: ['calculationId', 'chunk'] });
    return deleted((k) => batchDelete(entity, k), data.map((x) => ({ companyId, PayRunID, calculationId: x.calculationId!, chunk: x.chunk! })));
  },
  async (companyId, PayRunID, limit) => {
    const entity = tripLogEntity();
    const { data } = await entity.query.byFirstDriver({ companyId, PayRunID }).go({ limit, attributes: ['DriverNo1', 'TripNumber'] });
    return deleted((k) => batchDelete(entity, k), data.map((t) => ({ companyId, PayRunID, DriverNo1: t.DriverNo1!, TripNumber: t.TripNumber! })));
  },
  async (companyId, PayRunID, limit) => {
    const entity = fuelLogEntity();
    const { data } = await entity.query.byVehicle({ companyId, PayRunID }).go({ limit, attributes: ['VehicleID', 'StatementOrderIndex'] });
    return deleted((k) => batchDelete(entity, k), data.map((f) => ({ companyId, PayRunID, VehicleID: f.VehicleID!, StatementOrderIndex: f.StatementOrderIndex! })));
  },
];

/**
 * Deletes up to `limit` of the run's statement rows and what was calculated from them, in the order of
 * `takes`; answers how many it deleted (fewer than `limit`: nothing is left). Idempotent under retry.
 * The payroll import's rollback calls it too (lambdas/imports/targets/payroll.ts).
 */
export async function removeRunChunk(companyId: string, PayRunID: string, limit = ITEMS_PER_CHUNK): Promise<number> {
  let budget = limit;
  for (const take of takes) {
    budget -= await take(companyId, PayRunID, budget);
    if (budget === 0) break;
  }
  return limit - budget;
}
