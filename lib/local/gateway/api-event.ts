import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { LOCAL_ACCOUNT } from '#lib/local/names';
import { isTextContentType, lowerCaseHeaders, sourceIp } from './http-utils.ts';
import type { RouteMatch } from './route-matcher.ts';

export const LOCAL_API_ID = 'localhttp';

/** An id shaped like API Gateway's (`apigw-requestid`, e.g. `JrSoEhCwoAMEVaw=`). */
export function gatewayRequestId(): string {
  return randomBytes(10).toString('base64');
}

/** Claim values as an HTTP API JWT authorizer passes them: strings, arrays as `[a b]`. */
export function claimsAsStrings(claims: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(claims)) {
    if (value === undefined || value === null) continue;
    out[name] = Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

/** `12/Mar/2020:19:03:58 +0000`, the requestContext.time format. */
export function gatewayTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [key, value] of search) params[key] = key in params ? `${params[key]},${value}` : value;
  return Object.keys(params).length > 0 ? params : undefined;
}

export interface ApiRequest {
  req: IncomingMessage;
  /** Path with the `/api` mount prefix removed: what rawPath is under the API's own domain. */
  path: string;
  rawQueryString: string;
  body: Buffer;
  domainName: string;
  match: RouteMatch;
  requestId: string;
  /** Verified claims; undefined on public routes (no authorizer). */
  claims?: Record<string, unknown>;
}

/** A payload format 2.0 event as an HTTP API with a JWT authorizer builds it. */
export function buildApiEvent(r: ApiRequest): APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers = lowerCaseHeaders(r.req);
  // Payload 2.0 moves cookies out of the headers into their own array.
  const cookies = headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);
  delete headers.cookie;
  const now = new Date();
  const method = r.req.method ?? 'GET';
  const routeKey = r.match.key.key;
  const text = isTextContentType(headers['content-type']);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath: r.path,
    rawQueryString: r.rawQueryString,
    ...(cookies && cookies.length > 0 ? { cookies } : {}),
    headers,
    ...optional('queryStringParameters', queryParameters(new URLSearchParams(r.rawQueryString))),
    ...optional('pathParameters', r.match.pathParameters),
    requestContext: {
      accountId: LOCAL_ACCOUNT,
      apiId: LOCAL_API_ID,
      domainName: r.domainName,
      domainPrefix: r.domainName.split('.')[0] ?? r.domainName,
      http: {
        method,
        path: r.path,
        protocol: `HTTP/${r.req.httpVersion}`,
        sourceIp: sourceIp(r.req),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: r.requestId,
      routeKey,
      stage: '$default',
      time: gatewayTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: r.body.length > 0 && !text,
    ...(r.body.length > 0 ? { body: text ? r.body.toString('utf8') : r.body.toString('base64') } : {}),
  };
  if (!r.claims) return event;
  // What AWS sends for an ID token: claims and `scopes: null`; the typings' extra fields are not in real events.
  const authorizer = { jwt: { claims: claimsAsStrings(r.claims), scopes: null } };
  return { ...event, requestContext: { ...event.requestContext, authorizer } } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
