/** The error name a workflow task throws for a passing AWS fault that outlived the SDK's retries. */
export const PASSING_AWS_FAULT = 'PassingAwsFault';

/**
 * Every workflow task's Retry: Lambda's own transient faults, and a passing AWS fault the task met (a
 * throttle, a 5xx, a transaction conflict). A task's other errors go to its Catch. Every task is idempotent,
 * so running it again is safe.
 */
export const LAMBDA_RETRY = [
  { ErrorEquals: ['Lambda.ServiceException', 'Lambda.AWSLambdaException', 'Lambda.SdkClientException', 'Lambda.TooManyRequestsException'], IntervalSeconds: 1, MaxAttempts: 3, BackoffRate: 2 },
  { ErrorEquals: [PASSING_AWS_FAULT], IntervalSeconds: 1, MaxAttempts: 3, BackoffRate: 2 },
];
