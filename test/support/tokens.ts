import { cloud } from './cloud-context.ts';

/**
 * Real id tokens from the local Cognito, obtained with a plain InitiateAuth call so API tests can hold
 * several users' tokens at once (Amplify keeps one session per process; its own flow is tested apart).
 */
const cache = new Map<string, string>();

export async function idTokenFor(email: string): Promise<string> {
  const cached = cache.get(email);
  if (cached) return cached;
  const { cognito, signIns } = cloud();
  const signIn = signIns.find((s) => s.email === email);
  if (!signIn) throw new Error(`No demo sign-in ${email}`);
  const response = await fetch(cognito.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: signIn.password } }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  cache.set(email, body.AuthenticationResult.IdToken);
  return body.AuthenticationResult.IdToken;
}

export interface ApiAnswer<T = any> { status: number; body: T }

/** Calls the local HTTP API as the given demo user (or anonymously when email is undefined). */
export async function api<T = any>(method: string, path: string, opts: { as?: string; body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { 'x-app-version': '3.21.1', ...opts.headers };
  const token = opts.token ?? (opts.as ? await idTokenFor(opts.as) : undefined);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined || opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = opts.rawBody ?? JSON.stringify(opts.body);
  }
  const response = await fetch(`${cloud().apiUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  // Every handler answers through lambdas/http/respond.ts; a hand-built answer would lose no-store.
  if (response.ok && response.headers.get('cache-control') !== 'no-store') throw new Error(`${method} ${path} answered ${response.status} without cache-control: no-store`);
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export const RED_MESA = { owner: 'owner@redmesa.test', payroll: 'payroll@redmesa.test', dispatch: 'dispatch@redmesa.test', shop: 'shop@redmesa.test', driver: 'driver@redmesa.test' };
export const BLUE_RIDGE = { owner: 'owner@blueridge.test', driver: 'driver@blueridge.test' };
