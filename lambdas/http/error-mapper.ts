import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { fromAwsError, RETRY_AFTER_SECONDS, SERVICE_BUSY, tryAgain } from './aws-errors.ts';
import { DomainError, OutsideSystemError } from './errors.ts';
import { logger } from './logger.ts';
import { json } from './respond.ts';

interface HttpErrorLike { statusCode?: number; expose?: boolean; message?: string }

/** Middy's own parser errors (malformed JSON, wrong content type) reach the client as a 400 naming the body. */
function fromMiddyError(error: HttpErrorLike): APIGatewayProxyStructuredResultV2 | undefined {
  if (typeof error.statusCode !== 'number' || error.statusCode >= 500) return undefined;
  const message = error.statusCode === 415 ? 'Request body must be JSON (content-type application/json).' : 'Request body is not valid JSON.';
  return json(400, { message, fields: { body: message } });
}

/**
 * Middy's early answer when the function is about to run out of time (a slow AWS call under load): a
 * passing fault like AWS's own, so the client is told to try again (503 with Retry-After), never 500.
 */
function fromEarlyTimeout(error: { name?: string; cause?: { package?: string } }): APIGatewayProxyStructuredResultV2 | undefined {
  if (error.name !== 'TimeoutError' || error.cause?.package !== '@middy/core') return undefined;
  return tryAgain(503, SERVICE_BUSY);
}

/** The one place where errors become HTTP answers. Unknown errors are logged and answered without details. */
export function errorMapper(): MiddlewareObj {
  return {
    onError: async (request) => {
      const error = request.error as unknown;
      if (error instanceof OutsideSystemError) {
        request.response = json(error.status, { message: error.message, code: error.code, system: error.system });
        return;
      }
      if (error instanceof DomainError) {
        const answer = json(error.status, error.fields ? { message: error.message, fields: error.fields } : { message: error.message });
        // A 503 is "nothing happened, try again": the client learns when.
        request.response = error.status === 503 ? { ...answer, headers: { ...answer.headers, 'retry-after': String(RETRY_AFTER_SECONDS) } } : answer;
        return;
      }
      const mapped = error && typeof error === 'object' ? (fromAwsError(error) ?? fromEarlyTimeout(error) ?? fromMiddyError(error as HttpErrorLike)) : undefined;
      if (mapped) {
        if (mapped.statusCode === 429) logger.warn('Throttled by AWS', { error: error as Error });
        if (mapped.statusCode === 503) logger.warn('A passing fault, answered 503', { error: error as Error });
        request.response = mapped;
        return;
      }
      logger.error('Unhandled error', { error: error as Error });
      request.response = json(500, { message: 'Internal Server Error' });
    },
  };
}
