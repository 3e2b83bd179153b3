import { ApiError, apiRequest } from './client.ts';

/** A payroll call as the route table names it, e.g. `GET /payruns/{id}/report`. */
export type Endpoint = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/**
 * The call exists in this client but the HTTP API has no such route yet. API Gateway (and the local
 * gateway) answer an unknown route with 404 `Not Found`; a handler's own 404 reads differently
 * ("Not found." or a sentence), so the screen can say honestly which call is missing.
 */
export class EndpointMissingError extends Error {
  override readonly name = 'EndpointMissingError';
  constructor(readonly endpoint: Endpoint) {
    super(`${endpoint} is not available yet`);
  }
}

export function isEndpointMissing(error: unknown): error is EndpointMissingError {
  return error instanceof EndpointMissingError;
}

/** `/payruns/{id}` with `{ id: '2026-01-03' }` → `/payruns/2026-01-03`, every value URL-encoded. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}

/** One payroll call: the endpoint names method and path template; `query` is appended as given. */
export async function payrollCall<T>(endpoint: Endpoint, params?: Record<string, string>, body?: unknown, query?: URLSearchParams): Promise<T> {
  const space = endpoint.indexOf(' ');
  const method = endpoint.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const search = query && [...query.keys()].length > 0 ? `?${query.toString()}` : '';
  try {
    return await apiRequest<T>(method, fillPath(endpoint.slice(space + 1), params) + search, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.message === 'Not Found') throw new EndpointMissingError(endpoint);
    throw error;
  }
}
