import { tractorParams } from '#shared/fleet/tractor-api';
import { daysBefore } from '#shared/fleet/tractor-list';
import { tripPayoutEntity } from '#lambdas/data/entities/trip-payout';
import { companyRoute } from '#lambdas/http/route-handler';
import { tripPayoutView } from '#lambdas/payroll/paydocs/pay-doc-view';
import { companyToday } from '#lambdas/data/company-zone';
import { runsSince } from './tractor-runs.ts';
import { getTractor } from './tractor-store.ts';

/** Driver pay of a tractor's trips in the pay runs of the last 30 days (payroll staff only: it is pay). */
export const handler = companyRoute({ params: tractorParams }, async ({ caller, params }) => {
  await getTractor(caller, params.vehicleId);
  const from = daysBefore(await companyToday(caller.companyId), 30);
  const runs = await runsSince(caller, from);
  const lists = await Promise.all(
    runs.map(async (PayRunID) => {
      const { data } = await tripPayoutEntity().query.byVehicle({ companyId: caller.companyId, PayRunID, VehicleID: params.vehicleId }).go({ pages: 'all' });
      return data.map((p) => ({ ...tripPayoutView(p), PayRunID }));
    }),
  );
  return { from, payouts: lists.flat() };
});
