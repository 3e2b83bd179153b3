import { fetchAuthSession } from 'aws-amplify/auth';
import { CLIENT_VERSION } from '#shared/access/app-version';
import { runtimeConfig } from '#web/config/runtime-config.ts';

/** An answer other than 2xx, with the server's `{ message, fields? }` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** A 429's or 503's Retry-After: seconds to wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Retry-After as seconds, whether given as seconds or as an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

async function idToken(): Promise<string | undefined> {
  try {
    return (await fetchAuthSession()).tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: unknown, retryAfter: number | undefined): ApiError {
  const { message, fields } = (body ?? {}) as { message?: unknown; fields?: unknown };
  const text = typeof message === 'string' && message ? message : `The server answered ${status}`;
  const fieldErrors = fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
  return new ApiError(status, text, fieldErrors, retryAfter);
}

/**
 * One call to the HTTP API: the id token as bearer when signed in and the client version on every
 * request. No retries and no timeout (spec §7): a failed call is reported to the caller once; the query
 * layer (web/src/app/read-retry.ts) decides whether a read is worth another try.
 */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'x-app-version': CLIENT_VERSION };
  const token = await idToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${runtimeConfig().apiUrl.replace(/\/$/, '')}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const raw = await response.text();
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw errorFrom(response.status, parsed, retryAfterSeconds(response.headers.get('retry-after')));
  return parsed as T;
}
