import { apiRequest } from './client.ts';

/** A payroll call as the route table names it, e.g. `GET /payruns/{id}/report`. */
export type Endpoint = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

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
  return apiRequest<T>(method, fillPath(endpoint.slice(space + 1), params) + search, body);
}
