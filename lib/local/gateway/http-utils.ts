import type { IncomingMessage, ServerResponse } from 'node:http';

export class PayloadTooLargeError extends Error {}

/** The whole request body, refusing more than `limit` bytes (API Gateway's payload quotas). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new PayloadTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Content types API Gateway passes to Lambda as text; anything else arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^text\/|[/+](json|xml|javascript)\b|^application\/x-www-form-urlencoded\b/i.test(contentType);
}

/** Header map with lower-case names; repeated headers joined with commas, as API Gateway does. */
export function lowerCaseHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

export function sourceIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}
