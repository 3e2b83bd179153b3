import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '#lib/local/gateway/http-utils';
import { LOCAL_HELPDESK_API } from '#lambdas/helpdesk/helpdesk-client';
import type { Simulator } from './index.ts';

/** Red Mesa's client record at the helpdesk (the demo seed puts it on the company). */
export const RED_MESA_HELPDESK_CLIENT = '1001';
/** A company whose name holds this gets the client id whose sign-on answers lack their URL part. */
export const BROKEN_SSO_MARK = '(broken sso)';

function nameValues(res: ServerResponse, fields: Record<string, string>): void {
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(Object.entries(fields).map(([k, v]) => `${k}=${v}`).join(';'));
}

function clientIdOf(companyName: string, email: string): string {
  if (companyName.toLowerCase().includes(BROKEN_SSO_MARK)) return 'broken';
  // The same company gets the same record back, as the helpdesk finds a client by e-mail.
  return String(2000 + (parseInt(createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 6), 16) % 900_000));
}

function baseOf(req: IncomingMessage): string {
  return `http://${req.headers.host ?? '127.0.0.1'}/_sim/helpdesk`;
}

async function api(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
  if (form.get('identifier') !== LOCAL_HELPDESK_API.identifier || form.get('secret') !== LOCAL_HELPDESK_API.secret) {
    return nameValues(res, { result: 'error', message: 'Authentication Failed' });
  }
  const action = form.get('action');
  if (action === 'AddClient') {
    const companyName = form.get('companyname') ?? '';
    const email = form.get('email') ?? '';
    if (!companyName || !email) return nameValues(res, { result: 'error', message: 'You did not enter the company name and e-mail' });
    return nameValues(res, { result: 'success', clientid: clientIdOf(companyName, email) });
  }
  if (action === 'CreateSsoToken') {
    const clientId = form.get('client_id') ?? '';
    const token = randomBytes(16).toString('hex');
    // The broken client's answer stops after the token: no redirect_url part (the browser shows "SSO Error").
    if (clientId === 'broken') return nameValues(res, { result: 'success', access_token: token });
    if (!/^\d+$/.test(clientId)) return nameValues(res, { result: 'error', message: 'Client ID Not Found' });
    const page = form.get('destination') === 'clientarea:homepage' ? 'clientarea' : 'submitticket';
    return nameValues(res, { result: 'success', access_token: token, redirect_url: `${baseOf(req)}/sso/${page}?access_token=${token}` });
  }
  return nameValues(res, { result: 'error', message: 'Command Not Found' });
}

/**
 * The helpdesk's stand-in (WHMCS-like): `POST /includes/api.php` with our API credentials answers
 * `AddClient` and `CreateSsoToken` as `name=value;…` text; `GET /sso/<page>` is where a sign-on lands.
 */
export const helpdeskSimulator: Simulator = async (req, res, subPath) => {
  if (req.method === 'POST' && subPath === '/includes/api.php') return api(req, res);
  const landing = /^\/sso\/(submitticket|clientarea)$/.exec(subPath);
  if (req.method === 'GET' && landing) {
    const title = landing[1] === 'clientarea' ? 'Client area' : 'Open a support ticket';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Helpdesk</title></head><body><h1>FAST DASHBOARD Helpdesk</h1><p>${title}</p></body></html>`);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
};
