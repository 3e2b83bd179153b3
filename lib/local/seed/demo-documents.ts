import type { DemoCompany } from './demo-companies.ts';

/** Company, tractor and driver documents, some expired and some expiring. */
export async function seedDocuments(_company: DemoCompany): Promise<void> {}
