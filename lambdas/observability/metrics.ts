import { Metrics } from '@aws-lambda-powertools/metrics';

// Outside Lambda (unit tests, the local cloud) nothing ships stdout to CloudWatch: EMF lines would only be noise.
if (!process.env.AWS_LAMBDA_FUNCTION_NAME) process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

/** One per function; the house Lambda construct sets the namespace and service name. */
export const metrics = new Metrics({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fast-dashboard' });
