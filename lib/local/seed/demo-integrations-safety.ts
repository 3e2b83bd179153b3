import { saveCredentials } from '#lambdas/integrations/connections';
import { RED_MESA, type DemoCompany } from './demo-companies.ts';

/** Red Mesa's key at the video-telematics simulator: it names the company, so its events are Red Mesa's tractors and drivers. */
export const DEMO_VIDEO_TELEMATICS_KEY = `vtk-${RED_MESA.companyId}-demo`;

/**
 * Red Mesa's safety connections, sealed like any company's: video telematics by API key and the safety
 * software login. The password `demo-safety-secret` is a known literal on purpose: tests prove it never
 * leaves the server.
 */
export async function seedSafetyIntegrations(company: DemoCompany): Promise<void> {
  if (company.companyId !== RED_MESA.companyId) return;
  await saveCredentials(company.companyId, 'video-telematics', {
    record: { apiKey: DEMO_VIDEO_TELEMATICS_KEY },
    publicSettings: { authKind: 'apiKey' },
    state: 'connected',
    by: 'demo-seed',
  });
  await saveCredentials(company.companyId, 'safety-software', {
    record: { sfUsername: `${company.companyId}-safety`, sfPassword: 'demo-safety-secret' },
    publicSettings: { accountId: 'SF-DEMO' },
    state: 'connected',
    by: 'demo-seed',
  });
}
