import * as z from 'zod';
import { IFTA_JURISDICTIONS, readQuarter } from '#shared/fleet/ifta-jurisdictions';
import type { IftaResult } from '#shared/fleet/ifta';
import type { FuelFileError } from './fuel-file.ts';

/** Requests and answers of the IFTA and fuel card routes, shared by the API and the web. */

export const quarterText = z.string().trim().max(7).refine((v) => readQuarter(v) !== undefined, 'quarter: expected YYYY-Qn such as 2026-Q3.');
export const iftaQuery = z.strictObject({ quarter: quarterText });
export const quarterParams = z.strictObject({ quarter: quarterText });

const day = z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD.').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'not a calendar day.');
const DAY_MS = 86_400_000;

/** Any period of local days up to a year (spec onRequestIFTACsvExportData by period, not fixed dates). */
export const iftaExportQuery = z.strictObject({ periodStart: day, periodEnd: day }).superRefine((q, ctx) => {
  const span = (Date.parse(q.periodEnd) - Date.parse(q.periodStart)) / DAY_MS;
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'To must be on or after From.' });
  else if (span > 365) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'A period is at most one year.' });
});

export const iftaSummaryQuery = z.strictObject({ quarter: quarterText });

export const MAX_RATE = 5;

/** The company's rate per IFTA jurisdiction for one quarter, $/gal, 0 to 5 with at most 4 decimals. */
export const iftaRatesBody = z.strictObject({
  rates: z.array(z.strictObject({
    state: z.string().trim().toUpperCase().max(2).refine((s) => IFTA_JURISDICTIONS.has(s), 'state: not an IFTA jurisdiction.'),
    rate: z.number().min(0, 'rate: at least 0.').max(MAX_RATE, `rate: at most ${MAX_RATE}.`).refine((r) => Math.abs(Math.round(r * 10_000) - r * 10_000) < 1e-6, 'rate: at most 4 decimals.'),
  })).max(IFTA_JURISDICTIONS.size).refine((rates) => new Set(rates.map((r) => r.state)).size === rates.length, 'rates: a jurisdiction is listed twice.'),
});
export type IftaRatesBody = z.infer<typeof iftaRatesBody>;

export const monthText = z.string().max(7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month: expected YYYY-MM.');
export const fuelPurchasesQuery = z.strictObject({
  month: monthText,
  filter: z.enum(['all', 'unmatched', 'unapproved']).optional(),
});

export const fuelUploadBody = z.strictObject({ fileName: z.string().trim().min(1).max(120).regex(/\.csv$/i, 'The file must be a .csv file.') });
export const fuelFileBody = z.strictObject({ fileKey: z.string().trim().min(1).max(400) });

export interface IftaRateView { state: string; rate: number }

export interface IftaAnswer {
  quarter: string;
  /** Absent when the quarter has no fuel purchases (the rule refuses to compute an MPG then). */
  result?: IftaResult;
  /** Why there is no result, in words for the screen. */
  refusal?: string;
  rates: IftaRateView[];
  ratesUpdatedAt?: string;
  totalTax: number | null;
  inputs: { mileageRows: number; tractors: number; purchases: number; unmatchedPurchases: number; purchasesWithoutState: number };
}

export interface FuelPurchaseView {
  transactionId: string;
  transactionDate: string;
  transactionTime?: string;
  FuelCardNo: string;
  VehicleID?: string;
  vendorName: string;
  city?: string;
  state: string;
  product?: string;
  gallons: number;
  amount: number;
  unapprovedVendor: boolean;
  source: 'wex' | 'upload';
}

export interface FuelPurchasesAnswer {
  month: string;
  purchases: FuelPurchaseView[];
  totals: { count: number; gallons: number; amount: number; unmatched: number; unapproved: number };
}

export interface FuelFileView {
  fileId: string;
  fileName: string;
  source: 'wex' | 'upload';
  receivedAt: string;
  status: 'imported' | 'refused';
  purchases: number;
  added: number;
  unmatched: number;
  unapproved: number;
  errors?: FuelFileError[];
}

export interface FuelUploadTicket { uploadUrl: string; contentType: string; fileKey: string; expiresAt: string }
