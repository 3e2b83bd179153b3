import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

export function noContent(statusCode = 204): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'cache-control': 'no-store' } };
}
