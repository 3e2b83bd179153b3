import type { DemoCompany } from './demo-companies.ts';

/** The demo shop: maintenance records, service programs and reminders in every state. */
export async function seedMaintenance(_company: DemoCompany): Promise<void> {}
