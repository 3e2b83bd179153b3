import { todayIn } from '#shared/fleet/time-zone';
import { companyTimeZone } from '#lambdas/telematics/company-zone';

/** Today's company-zone calendar day. */
export async function companyToday(companyId: string): Promise<string> {
  return todayIn(await companyTimeZone(companyId));
}
