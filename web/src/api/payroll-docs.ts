import type { DriverPayDocView, PayDocLink, PayDocView, PayHistoryEntry, PayoutAuditView, PayoutEdit, TripPayoutView } from '#shared/payroll-api/pay-docs';
import { payrollCall } from './payroll-endpoint.ts';
import { fetchApiFile } from './payroll-files.ts';

/** A run's driver list with totals (the driver view's left column). */
export interface PayDocSummary {
  PayDocID: string;
  DriverID: string;
  DisplayName: string;
  totalMiles?: number;
  tripCount?: number;
  mileagePayout?: number;
  dropAndHookPayout?: number;
  totalCompensation?: number;
  calculatedAt?: string;
}

export const payDocEndpoints = {
  list: 'GET /payruns/{id}/paydocs',
  get: 'GET /payruns/{id}/paydocs/{driverId}',
  editPayout: 'PUT /payruns/{id}/payouts/{driverId}/{tripNumber}',
  payoutAudit: 'GET /payruns/{id}/payout-audit',
  link: 'POST /payruns/{id}/paydocs/{driverId}/link',
  pdf: 'GET /payruns/{id}/paydocs/{driverId}/pdf',
  history: 'GET /me/paydocs',
} as const;

export async function listPayDocs(id: string): Promise<PayDocSummary[]> {
  const { payDocs } = await payrollCall<{ payDocs: PayDocSummary[] }>(payDocEndpoints.list, { id });
  return payDocs;
}

export const getPayDoc = (id: string, driverId: string) => payrollCall<PayDocView>(payDocEndpoints.get, { id, driverId });

/** The signed-in driver's own pay document: plain lines and what he is paid, none of the engine's working. */
export const getMyPayDoc = (id: string, driverId: string) => payrollCall<DriverPayDocView>(payDocEndpoints.get, { id, driverId });

/** A manual payout; a newer version on the server answers 409 and nothing is changed. */
export const editPayout = (id: string, driverId: string, tripNumber: string, edit: PayoutEdit) =>
  payrollCall<TripPayoutView>(payDocEndpoints.editPayout, { id, driverId, tripNumber }, edit);

/** Manual payout changes of a run (who, when, before, after), newest first; one driver's when given. */
export async function payoutAudit(id: string, driverId?: string): Promise<PayoutAuditView[]> {
  const { entries } = await payrollCall<{ entries: PayoutAuditView[] }>(payDocEndpoints.payoutAudit, { id }, undefined, new URLSearchParams(driverId ? { driverId } : {}));
  return entries;
}

/** A presigned link to the pay document's PDF that expires (the spec's open docId link, made safe). */
export const createPayDocLink = (id: string, driverId: string) => payrollCall<PayDocLink>(payDocEndpoints.link, { id, driverId }, {});

/** The PDF the server makes of the pay document, named `{name}-{driverId}.pdf`. */
export const getPayDocPdf = (id: string, driverId: string) => fetchApiFile(payDocEndpoints.pdf, { id, driverId }, `${driverId}.pdf`);

/** The driver's own pay history, newest first (spec §9: 12 entries). */
export async function myPayHistory(): Promise<PayHistoryEntry[]> {
  const { payDocs } = await payrollCall<{ payDocs: PayHistoryEntry[] }>(payDocEndpoints.history);
  return payDocs;
}
