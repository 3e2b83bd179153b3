import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

export function noContent(statusCode = 204): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'cache-control': 'no-store' } };
}

/** A download: `text` bodies as they are, binary ones base64 (API Gateway decodes them), never cached. */
export function file(contentType: string, fileName: string, body: string | Uint8Array): APIGatewayProxyStructuredResultV2 {
  const headers = { 'content-type': contentType, 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store' };
  if (typeof body === 'string') return { statusCode: 200, headers, body };
  return { statusCode: 200, headers, body: Buffer.from(body).toString('base64'), isBase64Encoded: true };
}
