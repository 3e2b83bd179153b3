import { todayIn } from '#shared/fleet/time-zone';
import { companyTimeZone } from '#lambdas/telematics/company-zone';

/** Today in the company's time zone (its profile's, else fleet-rules' default), the day statuses are given for. */
export async function companyToday(companyId: string, now = new Date()): Promise<string> {
  return todayIn(await companyTimeZone(companyId, now.getTime()), now);
}
