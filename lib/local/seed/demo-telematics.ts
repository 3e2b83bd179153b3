import { createFeedKey } from '#lambdas/telematics/keys/feed-keys';
import type { DemoCompany } from './demo-companies.ts';
import { demoFeedKeyParts } from './demo-feed-key.ts';

/** The feed's history of the demo fleet: 90 days of daily mileage, the last 7 days of positions. */
export async function seedTelematics(company: DemoCompany): Promise<void> {
  const { keyId, secret } = demoFeedKeyParts(company);
  await createFeedKey(company.companyId, { label: 'Provider simulator (demo)', createdBy: 'Demo setup', keyId, secret });
}
