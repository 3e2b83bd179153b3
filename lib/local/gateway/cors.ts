import type { IncomingMessage } from 'node:http';

const ALLOWED_HEADERS = 'authorization,content-type,x-app-version,x-inspection-link,x-schedule-link,x-amz-date,x-amz-security-token,x-api-key';
const ALLOWED_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';

/**
 * The HTTP API's CORS configuration: browsers on a loopback origin (the SPA served here, or a Vite dev
 * server on another port) may call the API. API Gateway answers preflights itself and adds the
 * allow-origin header to responses for allowed origins only.
 */
export function isAllowedOrigin(origin: string | undefined): origin is string {
  if (!origin) return false;
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

/** Answer headers a page may read besides the safelisted ones: when to try a 429 or 503 again. */
export const EXPOSED_HEADERS = 'retry-after';

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return isAllowedOrigin(origin) ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS, vary: 'origin' } : {};
}

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && typeof req.headers['access-control-request-method'] === 'string';
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const base = corsHeaders(req);
  if (!base['access-control-allow-origin']) return {};
  return {
    ...base,
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
  };
}
