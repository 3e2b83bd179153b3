import { callOutside, OutsidePortError, type AdapterOptions } from '#lambdas/integrations/outside-port';
import type { SafetySoftware } from './port.ts';

const SYSTEM = 'safety-software';

/** The safety software's login check over HTTP: `POST /api/login {username, password}` → `{accountId}`. */
export function createSafetySoftwareClient(options: AdapterOptions): SafetySoftware {
  return {
    async login(username, password) {
      const response = await callOutside(SYSTEM, options, '/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const body = (await response.json().catch(() => ({}))) as { accountId?: unknown; error?: unknown };
      if (response.ok && typeof body.accountId === 'string') return { accountId: body.accountId };
      if (response.status === 401) throw new OutsidePortError(SYSTEM, 'invalid_credentials', 'The safety software refused this user name and password.', 401);
      if (response.status === 423) throw new OutsidePortError(SYSTEM, 'locked', 'The safety software locked this login after too many wrong passwords: try later.', 423);
      if (response.ok) throw new OutsidePortError(SYSTEM, 'bad_answer', 'The safety software answered something we could not read.', response.status);
      throw new OutsidePortError(SYSTEM, 'network_error', `The safety software is not answering (HTTP ${response.status}). Try again later.`, response.status);
    },
  };
}
