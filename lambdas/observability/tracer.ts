import { Tracer } from '@aws-lambda-powertools/tracer';

// Outside Lambda there is no X-Ray daemon to send segments to.
if (!process.env.AWS_LAMBDA_FUNCTION_NAME) process.env.POWERTOOLS_TRACE_ENABLED ??= 'false';

/**
 * One per function. Responses are never recorded: they carry pay, names and messages, and X-Ray is
 * read by people who may not see those. Errors are, for their type and stack.
 */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fast-dashboard' });

export const TRACE_OPTIONS = { captureResponse: false } as const;
