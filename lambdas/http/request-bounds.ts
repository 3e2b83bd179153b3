import { LIMITS } from '#shared/validation/bounds';
import type { RouteDef } from '#lambdas/route-types';
import { PayloadTooLargeError, ValidationError } from './errors.ts';
import type { Event } from './route-handler.ts';

/** More query parameters than any route reads. */
const MAX_QUERY_PARAMETERS = 20;

/**
 * Bounds every route gets whatever its schemas say: path parameters become key parts (DynamoDB refuses a
 * sort key over 1,024 bytes), so each is at most LIMITS.idLength characters; query values and their
 * count are bounded too. A 400 names each offending parameter.
 */
export function assertRequestBounds(event: Event): void {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
    if (value !== undefined && value.length > LIMITS.idLength) fields[name] = `At most ${LIMITS.idLength} characters.`;
  }
  const query = Object.entries(event.queryStringParameters ?? {});
  if (query.length > MAX_QUERY_PARAMETERS) fields.query = `At most ${MAX_QUERY_PARAMETERS} query parameters.`;
  for (const [name, value] of query) {
    if (name.length > LIMITS.queryLength) fields.query = 'A query parameter name is too long.';
    else if (value !== undefined && value.length > LIMITS.queryLength) fields[name] = `At most ${LIMITS.queryLength} characters.`;
  }
  const names = Object.keys(fields);
  if (names.length > 0) throw new ValidationError(`Invalid request: ${names.join(', ')}`, fields);
}

/** A body larger than the route reads is refused before it is parsed. */
export function assertBodySize(route: RouteDef, event: Event): void {
  if (!event.body) return;
  const limit = route.bodyLimitBytes ?? LIMITS.bodyBytes;
  const bytes = event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body, 'utf8');
  if (bytes > limit) {
    throw new PayloadTooLargeError(`The request body is larger than ${Math.floor(limit / 1024)} KB.`, { body: `At most ${Math.floor(limit / 1024)} KB.` });
  }
}
