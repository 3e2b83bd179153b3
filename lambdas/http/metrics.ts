import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

// Outside Lambda (unit tests, the local cloud) nothing ships stdout to CloudWatch: EMF lines would only be noise.
if (!process.env.AWS_LAMBDA_FUNCTION_NAME) process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

/** One per function; the house Lambda construct sets the namespace and service name. */
export const metrics = new Metrics({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fast-dashboard' });

/**
 * Records `ClientError` and `ServerError` (0 or 1, so their average is a rate) for every request, by
 * route, from the status the client finally gets. Lambda's own Errors metric never sees a 500 that the
 * error mapper answered, and API Gateway's 5xx does not say which route failed.
 */
function routeOutcome(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const record = (request: { event: APIGatewayProxyEventV2; response: APIGatewayProxyStructuredResultV2 | null | undefined }) => {
    // No response after every error handler ran: the error escapes, and API Gateway answers 500.
    const status = request.response?.statusCode ?? 500;
    metrics.addDimension('route', request.event.routeKey);
    metrics.addMetric('ClientError', MetricUnit.Count, status >= 400 && status < 500 ? 1 : 0);
    metrics.addMetric('ServerError', MetricUnit.Count, status >= 500 ? 1 : 0);
  };
  return { after: record, onError: record };
}

/**
 * The metrics middlewares of a route, to be used before the error mapper: middy runs `after` and
 * `onError` in reverse order, so the outcome is read once the mapper has answered, and published last.
 */
export function routeMetrics() {
  return [logMetrics(metrics), routeOutcome()];
}
