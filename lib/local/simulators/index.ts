import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '#lib/local/gateway/http-utils';
import type { IntegrationSystem } from '#shared/integrations/systems';

/** One outside system's simulator: answers `subPath` (e.g. `/session`) as the real service would, failures included. */
export type Simulator = (req: IncomingMessage, res: ServerResponse, subPath: string, query: URLSearchParams) => Promise<void>;

/**
 * The simulators the local cloud mounts at `/_sim/<system>`. State lives in memory, keyed per account; a
 * failure is chosen by the account's own data (a login ending `+down`, …), never by a global switch, since
 * the test files share one cloud.
 */
export const SIMULATORS: Partial<Record<IntegrationSystem, () => Promise<Simulator>>> = {
  'settlement-portal': () => import('./settlement-portal.ts').then((m) => m.settlementPortalSimulator),
  'maintenance-billing': () => import('./maintenance-billing.ts').then((m) => m.maintenanceBillingSimulator),
  helpdesk: () => import('./helpdesk.ts').then((m) => m.helpdeskSimulator),
  'safety-software': () => import('./safety-software.ts').then((m) => m.safetySoftwareSimulator),
  'video-telematics': () => import('./video-telematics.ts').then((m) => m.videoTelematicsSimulator),
};

/** The gateway's `/_sim` part: the named system's simulator, loaded on first use; 404 for any other name. */
export function createSimulatorsEndpoint() {
  const loaded = new Map<string, Promise<Simulator>>();
  return async (req: IncomingMessage, res: ServerResponse, system: string, subPath: string, query: URLSearchParams): Promise<void> => {
    const load = SIMULATORS[system as IntegrationSystem];
    if (!load) return sendJson(res, 404, { message: `No simulator for ${system}` });
    let simulator = loaded.get(system);
    if (!simulator) {
      simulator = load();
      loaded.set(system, simulator);
    }
    return (await simulator)(req, res, subPath, query);
  };
}
