import { callOutside, OutsidePortError, type AdapterOptions } from '#lambdas/integrations/outside-port';
import type { MaintenanceBilling, ServiceProvider } from './port.ts';

const SYSTEM = 'maintenance-billing';

/** Each call's limit inside a route: a sync makes up to three, and the function itself stops at 10 s (FUNCTION_TIMEOUT_SECONDS). */
export const BILLING_CALL_TIMEOUT_MS = 2_500;

async function jsonOf(answer: Response): Promise<Record<string, unknown>> {
  return ((await answer.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
}

function networkError(status: number): never {
  throw new OutsidePortError(SYSTEM, 'network_error', `The maintenance billing portal answered HTTP ${status}.`, status);
}

/** The maintenance-billing portal over HTTP (its provider directory and the SetQuery two-step login). */
export function createMaintenanceBillingClient(options: AdapterOptions): MaintenanceBilling {
  const post = (path: string, body: unknown) =>
    callOutside(SYSTEM, options, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  return {
    async findServiceProvider(clientFedExId) {
      const answer = await callOutside(SYSTEM, options, `/providers?clientFedExId=${encodeURIComponent(clientFedExId)}`);
      if (answer.status === 404) return null;
      if (!answer.ok) networkError(answer.status);
      const { servProvId, servProvName } = await jsonOf(answer);
      if (typeof servProvId !== 'string' || typeof servProvName !== 'string') networkError(answer.status);
      return { servProvId, servProvName } satisfies ServiceProvider;
    },
    async startLogin(username) {
      const answer = await post('/setquery/login/start', { username });
      const body = await jsonOf(answer);
      if (answer.status >= 500) networkError(answer.status);
      if (!answer.ok || typeof body.loginSession !== 'string') {
        throw new OutsidePortError(SYSTEM, 'setquery_login_start_failed', typeof body.message === 'string' ? body.message : 'The billing portal did not start the login.', answer.status);
      }
      return { loginSession: body.loginSession };
    },
    async submitLogin(loginSession, password) {
      const answer = await post('/setquery/login/submit', { loginSession, password });
      const body = await jsonOf(answer);
      if (answer.status >= 500) networkError(answer.status);
      if (!answer.ok || typeof body.setQueryUrl !== 'string') {
        throw new OutsidePortError(SYSTEM, 'setquery_login_submit_failed', typeof body.message === 'string' ? body.message : 'The billing portal refused the login.', answer.status);
      }
      return { setQueryUrl: body.setQueryUrl };
    },
  };
}
