import { createHash } from 'node:crypto';
import { readBody, sendJson } from '#lib/local/gateway/http-utils';
import type { Simulator } from './index.ts';

const LOCK_AFTER = 5;
const LOCK_MS = 15 * 60 * 1000;

/** Wrong passwords in a row and the lock, per user name (in memory). */
const logins = new Map<string, { wrong: number; lockedUntil: number }>();

/**
 * The safety software's login: `POST /api/login {username, password}` → `{accountId}`. A password
 * beginning with `wrong` is refused (401); five refusals in a row lock the user name for 15 minutes (423,
 * even with the right password); a user name ending `+down` finds the service down (503).
 */
export const safetySoftwareSimulator: Simulator = async (req, res, subPath) => {
  if (subPath !== '/api/login' || req.method !== 'POST') return sendJson(res, 404, { message: `No ${req.method} ${subPath}` });
  let body: { username?: unknown; password?: unknown };
  try {
    body = JSON.parse((await readBody(req, 8192)).toString('utf8')) as typeof body;
  } catch {
    return sendJson(res, 400, { error: 'bad_request' });
  }
  const username = typeof body.username === 'string' ? body.username : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!username || !password) return sendJson(res, 400, { error: 'bad_request' });
  if (username.endsWith('+down')) return sendJson(res, 503, { error: 'unavailable' });
  const record = logins.get(username) ?? { wrong: 0, lockedUntil: 0 };
  logins.set(username, record);
  if (record.lockedUntil > Date.now()) return sendJson(res, 423, { error: 'locked' });
  if (password.startsWith('wrong')) {
    record.wrong += 1;
    if (record.wrong >= LOCK_AFTER) record.lockedUntil = Date.now() + LOCK_MS;
    return sendJson(res, 401, { error: 'invalid_credentials' });
  }
  record.wrong = 0;
  sendJson(res, 200, { accountId: `SF-${createHash('sha256').update(username).digest('hex').slice(0, 8).toUpperCase()}` });
};
