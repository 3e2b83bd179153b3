import { documentStatus, type DocumentStatus } from '#shared/fleet/documents';
import { todayIn } from '#shared/dates/time-zone';

/** A CDL or medical card's status on the company's today (expired, expiring within 2 months, valid, no date). */
export function expiryStatus(expDate: string | undefined, timeZone: string, today: string = todayIn(timeZone)): DocumentStatus {
  try {
    return documentStatus(expDate ?? null, today, timeZone);
  } catch {
    return 'no-expiry';
  }
}
