import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { json } from './respond.ts';

/** Seconds a throttled client waits before trying again. */
const RETRY_AFTER_SECONDS = 1;

const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
]);

/** DynamoDB's answers to a key or item that is too large: input that got past validation, not a fault. */
const TOO_LARGE = /exceed(s|ed)? the (maximum|size limit)|size has exceeded|too large|maximum allowed size/i;

interface AwsErrorLike { name?: string; message?: string; $metadata?: unknown; cause?: unknown }

/** The AWS service error behind an error, also when ElectroDB wrapped it (its `cause`). */
function awsErrorOf(error: unknown): AwsErrorLike | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as AwsErrorLike).cause, depth++) {
    if ((e as AwsErrorLike).$metadata !== undefined) return e as AwsErrorLike;
  }
  return undefined;
}

/**
 * The backstop for what validation did not catch: throttling becomes 429 with Retry-After, a key or item
 * DynamoDB refuses for its size becomes 400. Anything else stays unmapped (a 500 from the caller).
 */
export function fromAwsError(error: unknown): APIGatewayProxyStructuredResultV2 | undefined {
  const aws = awsErrorOf(error);
  if (!aws) return undefined;
  if (THROTTLING.has(aws.name ?? '')) {
    const answer = json(429, { message: 'Too many requests right now. Try again in a moment.' });
    return { ...answer, headers: { ...answer.headers, 'retry-after': String(RETRY_AFTER_SECONDS) } };
  }
  if (aws.name === 'ValidationException' && TOO_LARGE.test(aws.message ?? '')) {
    const message = 'A value in the request is too large to be stored.';
    return json(400, { message, fields: { body: message } });
  }
  return undefined;
}
