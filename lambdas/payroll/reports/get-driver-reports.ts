import { payRunParams } from '#shared/payroll-api/common';
import type { DriverReports, MissingRunFlagView } from '#shared/payroll-api/reports';
import { missingRunFlagEntity, type MissingRunFlagItem } from '../../data/entities/missing-run-flag.ts';
import { payDocEntity } from '../../data/entities/pay-doc.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { loadRun } from '../calculation/run-context.ts';

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
