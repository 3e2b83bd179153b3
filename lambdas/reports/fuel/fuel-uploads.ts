/** Hand uploads of a company's transactions files; POST /fuel/files accepts no key outside it. */
export function fuelUploadPrefix(companyId: string): string {
  return `tmp/fuel/${encodeURIComponent(companyId)}/uploads/`;
}

/** The company's inbox: the provider's daily file lands here (SES receiving in AWS, the simulator locally). */
export const FUEL_INBOX_ROOT = 'fuel-inbox/';

export function fuelInboxPrefix(companyId: string): string {
  return `${FUEL_INBOX_ROOT}${encodeURIComponent(companyId)}/`;
}

/** Where an inbox file is kept once read, so the inbox holds only unread files. */
export function fuelReadKey(inboxKey: string): string {
  return `fuel-files/${inboxKey.slice(FUEL_INBOX_ROOT.length)}`;
}
