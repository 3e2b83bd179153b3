import { DEFAULT_TIME_ZONE } from '#shared/telematics/local-day';

/**
 * The time zone the company's days are counted in. The company profile has no zone yet, so every
 * company counts in fleet-rules' default (America/Chicago); this is the one place to read it from.
 */
export async function companyTimeZone(_companyId: string): Promise<string> {
  return DEFAULT_TIME_ZONE;
}
