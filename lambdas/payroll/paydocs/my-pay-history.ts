import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { PAY_HISTORY_LIMIT, type PayHistoryEntry } from '#shared/payroll-api/pay-docs';
import { paidCentsOf } from '#shared/payroll/driver-pay-lines';
import { payDocPlanOf } from '#shared/payroll/per-diem-plan';
import type { CompModelEntryView } from '#shared/payroll-api/pay-docs';
import { companyEntity } from '#lambdas/data/entities/company';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { companyRoute } from '#lambdas/http/route-handler';

/** The caller's own pay history: his last 12 pay documents, newest pay date first, each with what he was paid (driver layout). */
export const handler = companyRoute({}, async ({ caller }) => {
  if (caller.driverId === DEFAULT_DRIVER_ID) return { payDocs: [] };
  const [{ data }, { data: company }] = await Promise.all([
    payDocEntity()
      .query.byDriver({ companyId: caller.companyId, DriverID: caller.driverId })
      .go({ order: 'desc', limit: PAY_HISTORY_LIMIT, attributes: ['PayRunID', 'PayDocID', 'payDate', 'payDateString', 'endDateString', 'totalMiles', 'totalCompensation', 'compModel', 'perDiemPlan'] }),
    companyEntity().get({ companyId: caller.companyId }).go({ attributes: ['perDiemPlan'] }),
  ]);
  const payDocs: PayHistoryEntry[] = data.map(({ compModel, perDiemPlan, ...doc }) => ({ ...(doc as Omit<PayHistoryEntry, 'paidCents'>), paidCents: paidCentsOf((compModel ?? []) as CompModelEntryView[], payDocPlanOf({ perDiemPlan }, company)) }));
  return { payDocs };
});
