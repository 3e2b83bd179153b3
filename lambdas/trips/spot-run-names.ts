import { payRunParams } from '#shared/payroll-api/common';
import { extractSpotRunNames } from '#shared/trips/spot-names';
import type { SpotRunNamesAnswer } from '#shared/trips/api';
import { payTableRowEntity } from '#lambdas/data/entities/pay-table-row';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** The spot names of a run's SPOT trips (spec §7 extractSpotRunNames), and whether the spot payout table has each. */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }): Promise<SpotRunNamesAnswer> => {
  const { companyId } = caller;
  const run = await loadRun(companyId, params.id);
  const [{ data: trips }, { data: rows }] = await Promise.all([
    tripLogEntity().query.byFirstDriver({ companyId, PayRunID: run.PayRunID }).go({ pages: 'all', attributes: ['RunType', 'SpotName', 'SiteName'] }),
    payTableRowEntity().query.byTable({ companyId, table: 'SpotPayoutTable' }).go({ pages: 'all', attributes: ['spotName'] }),
  ]);
  return { PayRunID: run.PayRunID, names: extractSpotRunNames(trips, rows.map((r) => r.spotName ?? '')) };
});
