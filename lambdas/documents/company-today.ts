import { DEFAULT_TIME_ZONE, isTimeZone } from '#shared/fleet/zone';
import { todayIn } from '#shared/fleet/time-zone';
import { domicileEntity } from '#lambdas/data/entities/domicile';

/**
 * Today in the company's time zone. The company item names no zone, so it is its first domicile's (by
 * code) that names one, else the fleet rules' default (America/Chicago).
 */
export async function companyToday(companyId: string, now = new Date()): Promise<string> {
  const { data } = await domicileEntity().query.byId({ companyId }).go({ pages: 'all', attributes: ['id', 'timeZone'] });
  const zone = data.map((d) => d.timeZone).find((z): z is string => typeof z === 'string' && isTimeZone(z));
  return todayIn(zone ?? DEFAULT_TIME_ZONE, now);
}
