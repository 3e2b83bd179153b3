import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '#lib/local/gateway/http-utils';
import type { Simulator } from './index.ts';

/** Red Mesa's FedEx client id on the billing portal (the demo seed saves it in Red Mesa's connection). */
export const RED_MESA_FEDEX_ID = 'FDX-RMF-4102';

const loginSessions = new Map<string, string>();

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    return JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A transport failure, as a portal behind a broken proxy gives: the connection drops without an answer. */
function drop(res: ServerResponse): void {
  res.socket?.destroy();
}

/** The provider the directory names for a FedEx client id (the same on every start). */
export function provider(clientFedExId: string): { servProvId: string; servProvName: string } {
  const digits = parseInt(createHash('sha256').update(clientFedExId).digest('hex').slice(0, 6), 16) % 90_000;
  return { servProvId: `SP-${10_000 + digits}`, servProvName: clientFedExId === RED_MESA_FEDEX_ID ? 'Desert Fleet Services LLC' : `Service Provider ${10_000 + digits}` };
}

/**
 * The maintenance-billing portal's stand-in: `GET /providers?clientFedExId=` (404 for an id starting
 * `NONE`), `POST /setquery/login/start {username}` (a username containing `nostart` is refused),
 * `POST /setquery/login/submit {loginSession, password}` (password `wrong` is refused). Anything whose
 * account data holds `+down` loses its connection (the adapter's `network_error`).
 */
export const maintenanceBillingSimulator: Simulator = async (req, res, subPath, query) => {
  if (req.method === 'GET' && subPath === '/providers') {
    const id = query.get('clientFedExId') ?? '';
    if (id.includes('+down')) return drop(res);
    if (!id || id.startsWith('NONE')) return sendJson(res, 404, { message: 'No service provider for this client id.' });
    return sendJson(res, 200, provider(id));
  }
  if (req.method === 'POST' && subPath === '/setquery/login/start') {
    const { username } = await bodyOf(req);
    if (typeof username !== 'string' || !username) return sendJson(res, 400, { message: 'username is required.' });
    if (username.includes('+down')) return drop(res);
    if (username.includes('nostart')) return sendJson(res, 400, { message: 'SetQuery could not open a login for this user.' });
    const loginSession = randomBytes(12).toString('base64url');
    if (loginSessions.size > 10_000) loginSessions.clear();
    loginSessions.set(loginSession, username);
    return sendJson(res, 200, { loginSession });
  }
  if (req.method === 'POST' && subPath === '/setquery/login/submit') {
    const { loginSession, password } = await bodyOf(req);
    const username = typeof loginSession === 'string' ? loginSessions.get(loginSession) : undefined;
    if (!username) return sendJson(res, 401, { message: 'The login session expired; start again.' });
    loginSessions.delete(loginSession as string);
    if (typeof password !== 'string' || !password || password === 'wrong') return sendJson(res, 401, { message: 'SetQuery refused the password.' });
    return sendJson(res, 200, { setQueryUrl: `https://setquery.example/sq/${encodeURIComponent(username)}` });
  }
  return sendJson(res, 404, { message: 'not found' });
};
