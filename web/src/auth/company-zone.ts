import { todayIn } from '#shared/dates/time-zone';
import { useSession } from './session-context.ts';

/**
 * The signed-in company's zone (from `GET /me`): a screen's "today" and week are the company's, wherever
 * the reader is. Without a company (sign-up), the reader's own zone.
 */
export function useCompanyZone(): string {
  const { session } = useSession();
  const zone = session.status === 'signedIn' ? session.me.company?.timeZone : undefined;
  return zone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today (`YYYY-MM-DD`) in the company's zone: the day the server also calls today. */
export function useCompanyToday(): string {
  return todayIn(useCompanyZone());
}
