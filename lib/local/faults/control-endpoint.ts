import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '#lib/local/gateway/http-utils';
import { FaultSettingsError, type FaultInjector, type FaultSettings } from './fault-injector.ts';

/** `/_faults` on the gateway (local only): GET the rates and counts, POST settings (see fault-injector.ts). */
export function createFaultsEndpoint(faults: FaultInjector) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'GET') return sendJson(res, 200, faults.state());
    if (req.method !== 'POST') return sendJson(res, 405, { message: 'GET reads the fault settings and counts; POST changes them' });
    let settings: FaultSettings;
    try {
      const text = (await readBody(req, 64 * 1024)).toString('utf8');
      settings = (text ? JSON.parse(text) : {}) as FaultSettings;
      if (!settings || typeof settings !== 'object' || Array.isArray(settings)) throw new FaultSettingsError('The body must be a JSON object');
      sendJson(res, 200, faults.configure(settings));
    } catch (error) {
      sendJson(res, 400, { message: error instanceof SyntaxError ? 'The body is not valid JSON' : (error as Error).message });
    }
  };
}
