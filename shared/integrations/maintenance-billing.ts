import * as z from 'zod';

/** Why establishing the billing portal sync failed (part 1 §8 establish-sync codes). */
export const SYNC_CODES = ['no_company', 'network_error', 'setquery_login_start_failed', 'setquery_login_submit_failed'] as const;
export type SyncCode = (typeof SYNC_CODES)[number];

/** POST /maintenance-billing/sync answer (establishMbaSyncV2): always 200; `ok: false` carries the code and its message. */
export interface SyncAnswer {
  ok: boolean;
  code?: SyncCode;
  message?: string;
}

export const syncBody = z.strictObject({ forceRediscover: z.boolean({ error: 'Whether to find the service provider again must be true or false.' }) });
export type SyncRequest = z.infer<typeof syncBody>;

/** POST /maintenance-billing/connection (connectCompanyMgba): an explicit confirmation, so an empty body never acts. */
export const connectBody = z.strictObject({ confirm: z.literal(true, { error: 'confirm must be true.' }) });

/** What connectCompanyMgba answers: the service provider found for the company's FedEx client id. */
export interface BillingConnection {
  servProvId: string;
  servProvName: string;
  setQueryUrlEstablished: boolean;
}

/** The profile is read again this long after a sync answer that changed it. */
export const REBIND_DELAY_MS = 500;

/** A success and both login failures change the stored connection, so the page reads it again (part 1 §8). */
export function shouldRebind(answer: SyncAnswer): boolean {
  return answer.ok || answer.code === 'setquery_login_start_failed' || answer.code === 'setquery_login_submit_failed';
}
