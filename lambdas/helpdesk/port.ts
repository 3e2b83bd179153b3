/** Where the single sign-on lands: the support tickets (helpdesk) or the billing client area. */
export type SsoDestination = 'helpdesk' | 'client-area';

/**
 * The helpdesk (WHMCS-like): a client record per company, made at the first sign-on, and single sign-on
 * tokens. `ssoToken` returns the helpdesk's raw answer (`result=success;access_token=…;redirect_url=…`),
 * read by `ssoUrlOf`. Failures throw `OutsidePortError` (`helpdesk_error`, `network_error`).
 */
export interface Helpdesk {
  createClient(company: { companyName: string; companyEmail: string }): Promise<{ clientId: string }>;
  ssoToken(clientId: string, destination: SsoDestination): Promise<string>;
}
