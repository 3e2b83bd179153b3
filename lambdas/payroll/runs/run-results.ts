import { adjustmentApplicationEntity } from '../../data/entities/adjustment-application.ts';
import { calculationPartEntity } from '../../data/entities/calculation-part.ts';
import { missingRunFlagEntity } from '../../data/entities/missing-run-flag.ts';
import { payDocEntity } from '../../data/entities/pay-doc.ts';
import { tripPayoutEntity } from '../../data/entities/trip-payout.ts';
import { vehicleSummaryEntity } from '../../data/entities/vehicle-summary.ts';
import { batchDelete } from '../../data/batch.ts';

/** Deletes what a calculation wrote for a run (payouts, pay documents, summaries, flags, adjustment applications). */
export async function deleteRunResults(companyId: string, PayRunID: string): Promise<number> {
  const payouts = tripPayoutEntity();
  const docs = payDocEntity();
  const summaries = vehicleSummaryEntity();
  const flags = missingRunFlagEntity();
  const applications = adjustmentApplicationEntity();
  const [p, d, s, f] = await Promise.all([
    payouts.query.byDriver({ companyId, PayRunID }).go({ pages: 'all', attributes: ['DriverID', 'TripNumber'] }),
    docs.query.byRun({ companyId, PayRunID }).go({ pages: 'all', attributes: ['DriverID'] }),
    summaries.query.byRun({ companyId, payrunId: PayRunID }).go({ pages: 'all', attributes: ['vehicleId'] }),
    flags.query.byRun({ companyId, PayRunID }).go({ pages: 'all', attributes: ['TripNumber'] }),
  ]);
  const apps = (await Promise.all(d.data.map((doc) => applications.query.byDriver({ companyId, DriverID: doc.DriverID!, PayRunID }).go({ pages: 'all' })))).flatMap((r) => r.data);
  await batchDelete(payouts, p.data.map((x) => ({ companyId, PayRunID, DriverID: x.DriverID!, TripNumber: x.TripNumber! })));
  await batchDelete(docs, d.data.map((x) => ({ companyId, PayRunID, DriverID: x.DriverID! })));
  await batchDelete(summaries, s.data.map((x) => ({ companyId, payrunId: PayRunID, vehicleId: x.vehicleId! })));
  await batchDelete(flags, f.data.map((x) => ({ companyId, PayRunID, TripNumber: x.TripNumber! })));
  await batchDelete(applications, apps.map((a) => ({ companyId, DriverID: a.DriverID, PayRunID, adjustmentId: a.adjustmentId })));
  const parts = calculationPartEntity();
  const { data: partKeys } = await parts.query.byCalculation({ companyId, PayRunID }).go({ pages: 'all', attributes: ['calculationId', 'chunk'] });
  await batchDelete(parts, partKeys.map((x) => ({ companyId, PayRunID, calculationId: x.calculationId!, chunk: x.chunk! })));
  return p.data.length + d.data.length + s.data.length + f.data.length + apps.length;
}
