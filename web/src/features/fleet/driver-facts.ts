import { documentStatus, type DocumentStatus } from '#shared/fleet/documents';
import { todayIn } from '#shared/dates/time-zone';

const COMPANY_ZONE = 'America/Chicago';

/** A CDL or medical card's status today (expired, expiring within 2 months, valid, no date). */
export function expiryStatus(expDate: string | undefined, today: string = todayIn(COMPANY_ZONE)): DocumentStatus {
  try {
    return documentStatus(expDate ?? null, today, COMPANY_ZONE);
  } catch {
    return 'no-expiry';
  }
}
