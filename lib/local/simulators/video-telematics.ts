import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '#lib/local/gateway/http-utils';
import type { Simulator } from './index.ts';
import { accountOfKey, BEHAVIOURS, eventsOf, smallFleet, STATUSES, TRIGGERS, type SimAccount } from './video-telematics-fleet.ts';

const CODE_TTL_MS = 60_000;
const ACCESS_TTL_S = 600;
const MAX_LIMIT = 1000;

interface PendingConsent { clientId: string; redirectUri: string; state: string; challenge: string }
interface IssuedCode { clientId: string; redirectUri: string; challenge: string; account: SimAccount; expiresAt: number; used: boolean }

/** Everything in memory: the accounts OAuth consents made, codes, tokens. */
const consents = new Map<string, PendingConsent>();
const codes = new Map<string, IssuedCode>();
const accessTokens = new Map<string, { account: SimAccount; expiresAt: number }>();
const refreshTokens = new Map<string, SimAccount>();

const token = () => randomBytes(24).toString('base64url');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Video telematics</title></head><body style="font-family:sans-serif;max-width:480px;margin:40px auto">${html}</body></html>`);
}

function redirect(res: ServerResponse, to: string): void {
  res.writeHead(302, { location: to });
  res.end();
}

/** `GET /oauth/authorize`: the consent page (authorization code with PKCE S256 only). */
function authorize(res: ServerResponse, query: URLSearchParams): void {
  const clientId = query.get('client_id') ?? '';
  const redirectUri = query.get('redirect_uri') ?? '';
  const challenge = query.get('code_challenge') ?? '';
  const problem = query.get('response_type') !== 'code' ? 'response_type must be code'
    : !clientId ? 'client_id is required'
      : !/^https?:\/\//.test(redirectUri) ? 'redirect_uri is required'
        : query.get('code_challenge_method') !== 'S256' ? 'code_challenge_method must be S256'
          : !/^[A-Za-z0-9_-]{43}$/.test(challenge) ? 'code_challenge must be an S256 challenge' : null;
  if (problem) return sendHtml(res, 400, `<h1>invalid_request</h1><p>${escapeHtml(problem)}</p>`);
  const id = token();
  consents.set(id, { clientId, redirectUri, state: query.get('state') ?? '', challenge });
  sendHtml(res, 200, `<h1>Video telematics</h1><p>${escapeHtml(clientId)} asks to read your vehicles and safety events.</p>
<form method="post" action="decision"><input type="hidden" name="consent" value="${id}">
<button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Deny</button></form>`);
}

/** The consent form's answer: back to the client with a code, or with `error=access_denied`. */
async function decide(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams((await readBody(req, 4096)).toString('utf8'));
  const consent = consents.get(form.get('consent') ?? '');
  if (!consent) return sendHtml(res, 400, '<h1>invalid_request</h1><p>This consent page expired.</p>');
  consents.delete(form.get('consent')!);
  const back = new URL(consent.redirectUri);
  if (consent.state) back.searchParams.set('state', consent.state);
  if (form.get('decision') !== 'allow') {
    back.searchParams.set('error', 'access_denied');
    return redirect(res, back.toString());
  }
  const code = token();
  codes.set(code, { clientId: consent.clientId, redirectUri: consent.redirectUri, challenge: consent.challenge, account: smallFleet(`acct-oauth-${code.slice(0, 8)}`), expiresAt: Date.now() + CODE_TTL_MS, used: false });
  back.searchParams.set('code', code);
  redirect(res, back.toString());
}

function grantTokens(res: ServerResponse, account: SimAccount): void {
  const access = token();
  const refresh = token();
  accessTokens.set(access, { account, expiresAt: Date.now() + ACCESS_TTL_S * 1000 });
  refreshTokens.set(refresh, account);
  sendJson(res, 200, { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: ACCESS_TTL_S });
}

/** `POST /oauth/token`: `authorization_code` (single use, 60 s, verifier and redirect_uri checked) or `refresh_token`. */
async function tokenEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams((await readBody(req, 8192)).toString('utf8'));
  const invalid = (description: string) => sendJson(res, 400, { error: 'invalid_grant', error_description: description });
  if (form.get('grant_type') === 'refresh_token') {
    const account = refreshTokens.get(form.get('refresh_token') ?? '');
    if (!account) return invalid('unknown refresh token');
    refreshTokens.delete(form.get('refresh_token')!);
    return grantTokens(res, account);
  }
  if (form.get('grant_type') !== 'authorization_code') return sendJson(res, 400, { error: 'unsupported_grant_type' });
  const issued = codes.get(form.get('code') ?? '');
  if (!issued || issued.used || issued.expiresAt < Date.now()) return invalid('the code is unknown, used or expired');
  // A code is spent by any attempt, right or wrong, as the RFC advises.
  issued.used = true;
  if (issued.clientId !== form.get('client_id')) return invalid('client_id does not match');
  if (issued.redirectUri !== form.get('redirect_uri')) return invalid('redirect_uri does not match');
  const verifier = form.get('code_verifier') ?? '';
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) return invalid('code_verifier does not match');
  grantTokens(res, issued.account);
}

/** The account a request's `x-apikey` or bearer token names; null when refused (the answer is already sent). */
function caller(req: IncomingMessage, res: ServerResponse): SimAccount | null {
  const key = req.headers['x-apikey'];
  if (typeof key === 'string' && key) {
    if (key.includes('revoked')) return (sendJson(res, 401, { message: 'API key revoked' }), null);
    if (key.endsWith('+busy')) return (sendJson(res, 429, { message: 'Too many requests' }, { 'retry-after': '60' }), null);
    return accountOfKey(key);
  }
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const granted = bearer ? accessTokens.get(bearer) : undefined;
  if (!granted || granted.expiresAt < Date.now()) return (sendJson(res, 401, { message: 'Invalid or expired token' }), null);
  return granted.account;
}

function events(res: ServerResponse, account: SimAccount, query: URLSearchParams): void {
  const limit = Number(query.get('limit') ?? '100');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return sendJson(res, 400, { message: `limit must be 1 to ${MAX_LIMIT}` });
  const from = query.get('lastUpdatedFrom');
  const fromMs = from ? Date.parse(from) : Number.NEGATIVE_INFINITY;
  if (Number.isNaN(fromMs)) return sendJson(res, 400, { message: 'lastUpdatedFrom must be a date' });
  const statusId = query.get('statusId');
  let rows = eventsOf(account, Date.now()).filter((e) => Date.parse(e.lastUpdatedDate) >= fromMs && (!statusId || e.eventStatusId === Number(statusId)));
  const sort = query.get('sort');
  if (sort === 'lastUpdatedDate desc') rows = rows.sort((a, b) => b.lastUpdatedDate.localeCompare(a.lastUpdatedDate) || b.id.localeCompare(a.id));
  else if (sort === 'lastUpdatedDate asc') rows = rows.sort((a, b) => a.lastUpdatedDate.localeCompare(b.lastUpdatedDate) || a.id.localeCompare(b.id));
  sendJson(res, 200, rows.slice(0, limit));
}

/**
 * A video-telematics provider: its API with a fixed key header or an OAuth bearer token, and its OAuth
 * endpoints. A key containing `revoked` is refused (401), one ending `+busy` is rate-limited (429).
 */
export const videoTelematicsSimulator: Simulator = async (req, res, subPath, query) => {
  const path = subPath.replace(/\/+$/, '');
  if (path === '/oauth/authorize' && req.method === 'GET') return authorize(res, query);
  if (path === '/oauth/decision' && req.method === 'POST') return decide(req, res);
  if (path === '/oauth/token' && req.method === 'POST') return tokenEndpoint(req, res);
  if (req.method !== 'GET') return sendJson(res, 405, { message: 'Method not allowed' });
  const account = caller(req, res);
  if (!account) return;
  if (path === '/vehicles/all') return sendJson(res, 200, { vehicles: account.vehicles.map((v) => ({ id: v.id, name: v.name })) });
  if (path === '/video/vehicles') return sendJson(res, 200, { vehicles: account.vehicles.filter((v) => v.camera).map((v) => ({ id: v.id, name: v.name })) });
  if (path === '/video/safety/events/triggers') return sendJson(res, 200, TRIGGERS);
  if (path === '/video/safety/events/statuses') return sendJson(res, 200, STATUSES);
  if (path === '/video/safety/events/behaviors') return sendJson(res, 200, BEHAVIOURS);
  if (path === '/video/safety/events') return events(res, account, query);
  const one = /^\/video\/safety\/events\/([^/]+)$/.exec(path);
  if (one) {
    const event = eventsOf(account, Date.now()).find((e) => e.id === decodeURIComponent(one[1]!));
    return event ? sendJson(res, 200, event) : sendJson(res, 404, { message: 'No such event' });
  }
  sendJson(res, 404, { message: `No ${path}` });
};
