import { CLIENT_VERSION } from '#shared/access/app-version';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { ApiError } from './client.ts';

interface LinkCall {
  /** The header the link's token travels in (never the address, so it stays out of logs). */
  header: string;
  token: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** A call through a signed link (inspection, schedule, e-mailed report): no sign-in, the token in its header only. */
export async function linkRequest<T>({ header, token, method, path, body }: LinkCall): Promise<T> {
  const headers: Record<string, string> = { 'x-app-version': CLIENT_VERSION, [header]: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${runtimeConfig().apiUrl.replace(/\/$/, '')}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await response.text();
  let parsed: { message?: string; fields?: Record<string, string> } | undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw new ApiError(response.status, parsed?.message || `The server answered ${response.status}`, parsed?.fields ?? {});
  return parsed as T;
}
