import { createHash } from 'node:crypto';
import { formatFeedKey } from '#shared/telematics/feed-key-format';
import type { DemoCompany } from './demo-companies.ts';

/**
 * The demo company's feed key, the same on every seed: the seed stores its hash, the provider simulator
 * posts with it (it gets it from here, never from the table). Local only: a real key is random.
 */
export function demoFeedKeyParts(company: DemoCompany): { companyId: string; keyId: string; secret: string } {
  const secret = createHash('sha256').update(`fast-dashboard-demo-feed:${company.companyId}`).digest('base64url');
  return { companyId: company.companyId, keyId: 'demosimulator', secret };
}

export function demoFeedKey(company: DemoCompany): string {
  return formatFeedKey(demoFeedKeyParts(company));
}
