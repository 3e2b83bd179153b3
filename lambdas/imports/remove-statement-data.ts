import { payRunParams } from '#shared/payroll-api/common';
import { importHistoryEntity } from '../data/entities/import-history.ts';
import { payRunEntity } from '../data/entities/pay-run.ts';
import { ConflictError } from '../http/errors.ts';
import { companyRoute } from '../http/route-handler.ts';
import { loadRun } from '../payroll/calculation/run-context.ts';
import { deleteRunResults } from '../payroll/runs/run-results.ts';
import { deleteStatementRows } from './statement-rows.ts';

/**
 * Spec /removeStatementData: the run's statement rows and everything calculated from them go; the run
 * is a draft again and its import is marked rolled back (who and when).
 */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const { companyId } = caller;
  const run = await loadRun(companyId, params.id);
  if (run.status === 'importing' || run.status === 'calculating') throw new ConflictError(`The pay run is ${run.status}; wait until it finishes.`);
  const removedRows = await deleteStatementRows(companyId, run.PayRunID);
  const removedResults = await deleteRunResults(companyId, run.PayRunID);
  await payRunEntity()
    .patch({ companyId, PayRunID: run.PayRunID })
    .set({ status: 'draft', isProcessed: false, DriverList: [], DriverPayDocs: [], VehicleList: [], vehicleSummaryDocs: [], processingErrors: [], TotalTripRevenue: 0, TotalCompensation: 0, driversDone: 0, driversTotal: 0, driversFailed: 0 })
    .remove(['importBatchId', 'statementFilePath', 'statementFileUrl', 'calculatedAt'])
    .go();
  if (run.importBatchId) {
    await importHistoryEntity()
      .patch({ companyId, importBatchId: run.importBatchId })
      .set({ status: 'rolled-back', rolledBackAt: new Date().toISOString(), rolledBackBy: caller.displayName, rolledBackByUid: caller.userId })
      .go()
      .catch(() => undefined);
  }
  return { PayRunID: run.PayRunID, removedRows, removedResults };
});
