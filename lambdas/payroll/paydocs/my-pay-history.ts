import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { PAY_HISTORY_LIMIT, type PayHistoryEntry } from '#shared/payroll-api/pay-docs';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { companyRoute } from '#lambdas/http/route-handler';

/** The caller's own pay history: his last 12 pay documents, newest pay date first (driver layout). */
export const handler = companyRoute({}, async ({ caller }) => {
  if (caller.driverId === DEFAULT_DRIVER_ID) return { payDocs: [] };
  const { data } = await payDocEntity()
    .query.byDriver({ companyId: caller.companyId, DriverID: caller.driverId })
    .go({ order: 'desc', limit: PAY_HISTORY_LIMIT, attributes: ['PayRunID', 'PayDocID', 'payDate', 'payDateString', 'endDateString', 'totalMiles', 'totalCompensation'] });
  return { payDocs: data as PayHistoryEntry[] };
});
