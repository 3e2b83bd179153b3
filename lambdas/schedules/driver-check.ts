import type { DriverItem } from '#lambdas/data/entities/driver';

/** Why a driver may not be scheduled, or null: dispatch schedules only active drivers of the company. */
export function driverRefusal(DriverID: string, driver: Pick<DriverItem, 'Active' | 'TermStatus'> | undefined): string | null {
  if (!driver) return `Driver ${DriverID} is not in your driver list.`;
  return driver.Active === false || driver.TermStatus === true ? `Driver ${DriverID} is not active.` : null;
}
