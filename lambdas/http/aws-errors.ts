import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { json } from './respond.ts';

/** Seconds a client waits before trying again after a throttle or a passing fault. */
export const RETRY_AFTER_SECONDS = 1;

const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
]);

/** Faults of the service itself that pass: the SDK retried them and they still came back. */
const UNAVAILABLE = new Set(['InternalServerError', 'InternalFailure', 'InternalError', 'ServiceUnavailable', 'ServiceUnavailableException']);
const UNAVAILABLE_STATUS = new Set([500, 502, 503, 504]);

/** A cancelled transaction's reasons that are DynamoDB's load, not the data: the same write may succeed later. */
const THROTTLED_REASONS = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded']);
const PASSING_REASONS = new Set(['TransactionConflict']);

/** DynamoDB's answers to a key or item that is too large: input that got past validation, not a fault. */
const TOO_LARGE = /exceed(s|ed)? the (maximum|size limit)|size has exceeded|too large|maximum allowed size/i;

interface AwsErrorLike {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
  CancellationReasons?: Array<{ Code?: string }>;
}

/** The AWS service error behind an error, also when ElectroDB wrapped it (its `cause`). */
function awsErrorOf(error: unknown): AwsErrorLike | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as AwsErrorLike).cause, depth++) {
    if ((e as AwsErrorLike).$metadata !== undefined) return e as AwsErrorLike;
  }
  return undefined;
}

/** What a 503 of a passing fault tells the user. */
export const SERVICE_BUSY = 'The service is busy right now. Try again in a moment.';

/** A passing fault's answer: the status and plain sentence, and when to try again. */
export function tryAgain(status: 429 | 503, message: string): APIGatewayProxyStructuredResultV2 {
  const answer = json(status, { message });
  return { ...answer, headers: { ...answer.headers, 'retry-after': String(RETRY_AFTER_SECONDS) } };
}

function cancellationCodes(aws: AwsErrorLike): string[] {
  return aws.name === 'TransactionCanceledException' ? (aws.CancellationReasons ?? []).map((r) => r.Code ?? 'None') : [];
}

/**
 * The backstop for what validation did not catch: throttling becomes 429 and a fault of AWS itself that
 * outlived the SDK's retries (a 5xx, a transaction conflict) 503, both with Retry-After, never 500; a key or
 * item DynamoDB refuses for its size becomes 400. Anything else stays unmapped (a 500 from the caller).
 */
export function fromAwsError(error: unknown): APIGatewayProxyStructuredResultV2 | undefined {
  const aws = awsErrorOf(error);
  if (!aws) return undefined;
  const reasons = cancellationCodes(aws);
  if (THROTTLING.has(aws.name ?? '') || reasons.some((r) => THROTTLED_REASONS.has(r))) {
    return tryAgain(429, 'Too many requests right now. Try again in a moment.');
  }
  if (UNAVAILABLE.has(aws.name ?? '') || UNAVAILABLE_STATUS.has(aws.$metadata?.httpStatusCode ?? 0) || reasons.some((r) => PASSING_REASONS.has(r))) {
    return tryAgain(503, SERVICE_BUSY);
  }
  if (aws.name === 'ValidationException' && TOO_LARGE.test(aws.message ?? '')) {
    const message = 'A value in the request is too large to be stored.';
    return json(400, { message, fields: { body: message } });
  }
  return undefined;
}

/** True for a fault of AWS that passes (throttling, a 5xx, a transaction conflict): the same work may succeed later. */
export function isPassingAwsFault(error: unknown): boolean {
  const status = fromAwsError(error)?.statusCode;
  return status === 429 || status === 503;
}
