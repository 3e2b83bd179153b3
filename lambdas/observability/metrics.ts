import { Metrics } from '@aws-lambda-powertools/metrics';

// Outside Lambda (unit tests, the local cloud) nothing ships stdout to CloudWatch: EMF lines would only be noise.
if (!process.env.AWS_LAMBDA_FUNCTION_NAME) process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

/**
 * One per function; the house Lambda construct sets the namespace and service name. No dimension beyond
 * the service: CloudWatch bills every metric name under every set of dimension values as a metric of its
 * own, a month at a time, so a route, company or function name is a log property (`addMetadata`) instead,
 * which Logs Insights groups by as well.
 */
export const metrics = new Metrics({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fast-dashboard' });
