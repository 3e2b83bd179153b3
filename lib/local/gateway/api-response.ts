import type { ServerResponse } from 'node:http';

interface StructuredResult {
  statusCode: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

export interface GatewayResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

function isStructured(result: unknown): result is StructuredResult {
  return typeof result === 'object' && result !== null && typeof (result as StructuredResult).statusCode === 'number';
}

/**
 * Payload format 2.0 response mapping: a result with `statusCode` is taken field by field; any other
 * result (object, string, number, nothing) is "inferred": 200, application/json, body = the result as JSON.
 * Anything API Gateway could not map becomes its 500.
 */
export function gatewayResponse(result: unknown): GatewayResponse {
  if (!isStructured(result)) {
    const body = result === undefined ? '' : typeof result === 'string' ? result : JSON.stringify(result);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
  }
  if (!Number.isInteger(result.statusCode) || result.statusCode < 100 || result.statusCode > 599) {
    return internalServerError();
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = result.cookies;
  const raw = result.body ?? '';
  const body = result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return { status: result.statusCode, headers, body };
}

export function internalServerError(): GatewayResponse {
  return jsonMessage(500, 'Internal Server Error');
}

export function jsonMessage(status: number, message: string): GatewayResponse {
  return { status, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ message })) };
}

export function writeGatewayResponse(res: ServerResponse, r: GatewayResponse, extraHeaders: Record<string, string>): void {
  res.writeHead(r.status, { ...r.headers, ...extraHeaders, 'content-length': r.body.length });
  res.end(r.body);
}
