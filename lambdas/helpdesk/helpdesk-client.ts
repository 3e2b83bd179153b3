import { callOutside, OutsidePortError, type AdapterOptions } from '#lambdas/integrations/outside-port';
import type { Helpdesk, SsoDestination } from './port.ts';

const SYSTEM = 'helpdesk';

/** Each call's limit inside a route: a first sign-on makes two (client record, token), and the function itself stops at 10 s. */
export const HELPDESK_CALL_TIMEOUT_MS = 4_000;

/**
 * Our API credentials at the helpdesk. Locally the simulator's constants; a deployment would read them from
 * AWS Secrets Manager, which is not built yet (the helpdesk URL is unset there, so the route answers 503).
 */
export const LOCAL_HELPDESK_API = { identifier: 'fast-dashboard-local', secret: 'local-helpdesk-secret' } as const;

const DESTINATIONS: Record<SsoDestination, string> = { helpdesk: 'clientarea:submit_ticket', 'client-area': 'clientarea:homepage' };

/** The helpdesk's `name=value;name=value` answer as a map. */
export function readNameValues(answer: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of answer.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields[part.slice(0, at).trim()] = part.slice(at + 1);
  }
  return fields;
}

/** The helpdesk's API over HTTP: one form-encoded `POST /includes/api.php` per action. */
export function createHelpdeskClient(options: AdapterOptions, api: { identifier: string; secret: string } = LOCAL_HELPDESK_API): Helpdesk {
  async function call(action: string, fields: Record<string, string>): Promise<string> {
    const form = new URLSearchParams({ ...fields, action, identifier: api.identifier, secret: api.secret });
    const answer = await callOutside(SYSTEM, options, '/includes/api.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const text = await answer.text().catch(() => '');
    if (!answer.ok) throw new OutsidePortError(SYSTEM, 'helpdesk_error', `The helpdesk answered HTTP ${answer.status}.`, answer.status);
    const result = readNameValues(text);
    if (result.result !== 'success') throw new OutsidePortError(SYSTEM, 'helpdesk_error', `The helpdesk refused: ${result.message ?? 'no reason given'}.`, answer.status);
    return text;
  }

  return {
    async createClient(company) {
      const answer = readNameValues(await call('AddClient', { companyname: company.companyName, email: company.companyEmail }));
      if (!answer.clientid) throw new OutsidePortError(SYSTEM, 'helpdesk_error', 'The helpdesk made no client record.');
      return { clientId: answer.clientid };
    },
    ssoToken: (clientId, destination) => call('CreateSsoToken', { client_id: clientId, destination: DESTINATIONS[destination] }),
  };
}
