import * as z from 'zod';
import { id } from '#shared/validation/bounds';

const isoDay = z.iso.date('Expected a date as YYYY-MM-DD.');

/** POST /settlement-portal/imports: the week's settlement file of the run's week ending, fetched and imported (importLatestSettlementFile). */
export const portalImportBody = z.strictObject({ PayRunID: id('PayRunID') });
export type PortalImport = z.infer<typeof portalImportBody>;

/** POST /settlement-portal/retries: a named week's file into a run (retrySettlementImportForCompanyId). */
export const portalRetryBody = z.strictObject({ settlementWeekEnding: isoDay, PayRunID: id('PayRunID') });
export type PortalRetry = z.infer<typeof portalRetryBody>;

/** Portal failures the company can fix itself (answered 422); the rest are the portal's (502) or 404 for a week not posted. */
export const SETTLEMENT_FIXABLE_CODES = ['login_failed', 'bad_file'] as const;

/** "Week ending 11/21/2026" of an ISO day, the way the portal and the user name a settlement week. */
export function weekEndingLabel(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${m}/${d}/${y}`;
}
