import { payRunParams } from '#shared/payroll-api/common';
import type { DriverReports, MissingRunFlagView } from '#shared/payroll-api/reports';
import { missingRunFlagEntity, type MissingRunFlagItem } from '#lambdas/data/entities/missing-run-flag';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

export function flagView(f: MissingRunFlagItem): MissingRunFlagView {
  return { TripNumber: f.TripNumber, DriverID: f.DriverID ?? '', VehicleID: f.VehicleID ?? '', reason: f.reason, resolved: f.resolved ?? false, ...(f.resolvedBy ? { resolvedBy: f.resolvedBy, resolvedAt: f.resolvedAt ?? '' } : {}) };
}

/** /payroll-data/{id}: one row per driver with his pay document, and the run's missing-run flags. */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const run = await loadRun(caller.companyId, params.id);
  const [docs, flags] = await Promise.all([
    payDocEntity().query.byRun({ companyId: caller.companyId, PayRunID: run.PayRunID }).go({ pages: 'all', attributes: ['DriverID', 'DisplayName', 'PayDocID', 'tripCount', 'totalMiles', 'totalCompensation'] }),
    missingRunFlagEntity().query.byRun({ companyId: caller.companyId, PayRunID: run.PayRunID }).go({ pages: 'all' }),
  ]);
  const open = (id: string) => flags.data.filter((f) => f.DriverID === id && !f.resolved).length;
  const reports: DriverReports = {
    PayRunID: run.PayRunID,
    drivers: docs.data.map((d) => ({ DriverID: d.DriverID!, DisplayName: d.DisplayName!, PayDocID: d.PayDocID!, trips: d.tripCount!, miles: d.totalMiles!, totalCompensation: d.totalCompensation!, unresolvedFlags: open(d.DriverID!) })),
    MissingRunFlags: flags.data.map(flagView),
  };
  return reports;
});
