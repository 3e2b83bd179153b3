import type { AnswerLog } from './answers.ts';
import { routeOf } from './route-of.ts';

/** Where the soak's cloud is: what the web reads from /config.json, and Cognito's endpoint. */
export interface SoakTarget {
  readonly baseUrl: string;
  readonly apiUrl: string;
  readonly wsUrl: string;
  readonly cognitoEndpoint: string;
  readonly clientId: string;
  readonly appVersion: string;
}

export interface Reply<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
  /** Tries it took: above 1, an earlier try may have landed (a create then answers 409, as already made). */
  readonly attempts: number;
}

/** A signed-in user as the client holds him. */
export interface Session {
  readonly email: string;
  idToken: string;
  readonly refreshToken: string;
}

/** The web's retry of a throttled or briefly unavailable call: bounded, never sooner than Retry-After asks. */
export const RETRY = { attempts: 6, firstBackoffMs: 100, maxWaitMs: 5_000 } as const;
const RETRYABLE: ReadonlySet<number> = new Set([0, 429, 503]);
/** S3 answers the browser itself: its InternalError (500) and SlowDown (503) are to be tried again, as the SDK does. */
const S3_RETRYABLE: ReadonlySet<number> = new Set([0, 500, 503]);

/** The log's name of a call made straight to S3 (a presigned upload), not through our API. */
export const isS3Call = (route: string) => route.startsWith('upload ');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CALL_TIMEOUT_MS = 30_000;

/** Seconds or an HTTP date, as RFC 9110 allows; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * API Gateway's own answer when the function gave no answer in time: HTTP APIs cannot add headers to it,
 * so it never names Retry-After in AWS either; the client waits its own backoff.
 */
function isGatewayOwnTimeout(status: number, text: string): boolean {
  return status === 503 && parse(text)?.message === 'Service Unavailable';
}

/**
 * A client like the web's: the id token as Bearer and the app version on every API call, a 429 or 503
 * (or a dropped connection) retried with the same request, so the same idempotency key, after the
 * Retry-After it names, at most RETRY.attempts times. Every answer, each retry included, goes in the log.
 */
export class SoakClient {
  /** Retryable answers of our handlers that came without Retry-After: the API promises one. */
  readonly missingRetryAfter: string[] = [];

  constructor(readonly target: SoakTarget, private readonly log: AnswerLog) {}

  /** One call with the retries; `route` names it in the log. */
  async fetch(route: string, url: string, init: RequestInit, retryable = RETRYABLE): Promise<Reply> {
    const method = (init.method ?? 'GET').toUpperCase();
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      let status: number;
      let response: Response | undefined;
      let text = '';
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
        status = response.status;
        text = await response.text();
      } catch {
        // No answer, or one cut off mid-body: the web sees a failed fetch either way.
        status = 0;
      }
      this.log.add({ route, status, ms: performance.now() - started, attempt, write: WRITES.has(method) });
      if (!retryable.has(status) || attempt >= RETRY.attempts) {
        if (status === 0) throw new Error(`${route}: no answer after ${attempt} tries`);
        return { status, body: parse(text), headers: response!.headers, attempts: attempt };
      }
      const asked = retryAfterMs(response?.headers.get('retry-after') ?? null);
      if (status !== 0 && asked === undefined && !isGatewayOwnTimeout(status, text) && !isS3Call(route)) this.missingRetryAfter.push(`${route} ${status}`);
      const backoff = RETRY.firstBackoffMs * 2 ** (attempt - 1);
      await new Promise((r) => setTimeout(r, Math.min(RETRY.maxWaitMs, Math.max(asked ?? 0, backoff))));
    }
  }

  /** The HTTP API as `session` (or anonymously). */
  api<T = any>(session: Session | undefined, method: string, path: string, body?: unknown): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'x-app-version': this.target.appVersion };
    if (session) headers.authorization = `Bearer ${session.idToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.fetch(routeOf(method, path), `${this.target.apiUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  }

  /** One call of Cognito's JSON protocol, as the web's Amplify makes it. */
  cognito(operation: string, body: object): Promise<Reply> {
    return this.fetch(`cognito ${operation}`, this.target.cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
      body: JSON.stringify(body),
    });
  }

  /** A presigned upload, as the browser sends the file to S3. */
  async upload(url: string, init: RequestInit): Promise<number> {
    return (await this.fetch(`upload ${init.method ?? 'PUT'}`, url, init, S3_RETRYABLE)).status;
  }
}

function parse(text: string): any {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
