/** The company's login to the maintenance-billing portal (SetQuery), as saved (sealed) in its connection. */
export interface BillingLogin {
  clientFedExId: string;
  username: string;
  password: string;
}

export interface ServiceProvider {
  servProvId: string;
  servProvName: string;
}

/**
 * The maintenance-billing portal: finds the service provider of a FedEx client id, and signs in to its
 * SetQuery site in two steps. Failures throw `OutsidePortError` with code `setquery_login_start_failed`,
 * `setquery_login_submit_failed` or `network_error` (with the reason in its message).
 */
export interface MaintenanceBilling {
  findServiceProvider(clientFedExId: string): Promise<ServiceProvider | null>;
  startLogin(username: string): Promise<{ loginSession: string }>;
  submitLogin(loginSession: string, password: string): Promise<{ setQueryUrl: string }>;
}
