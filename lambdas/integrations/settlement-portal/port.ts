/** The company's login to the settlement portal, as saved (sealed) in its connection. */
export interface PortalLogin {
  companyLogin: string;
  companyPassword: string;
  clientContractID: string;
  clientContractVID: string;
}

/** One week's settlement file as the portal serves it. */
export interface SettlementFile {
  /** YYYY-MM-DD, a Saturday. */
  weekEnding: string;
  fileName: string;
  body: Uint8Array;
}

/**
 * The settlement portal (the customer's, FedEx-like): signs in with the company's login and downloads the
 * statement of a contract's week. Failures throw `OutsidePortError` with code `login_failed`, `not_found`
 * (the week is not posted yet), `bad_file` (not a CSV statement), `portal_unavailable` or `network_error`.
 */
export interface SettlementPortal {
  settlementFor(login: PortalLogin, weekEnding: string): Promise<SettlementFile>;
  latestSettlement(login: PortalLogin): Promise<SettlementFile>;
}
