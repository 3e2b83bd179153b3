import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { metrics } from './metrics.ts';
import { TRACE_OPTIONS, tracer } from './tracer.ts';

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
 * The trace and metrics middlewares of a route, to be used before the error mapper: middy runs `after`
 * and `onError` in reverse order, so the outcome is read once the mapper has answered, and published last.
 */
export function routeObservability() {
  return [captureLambdaHandler(tracer, TRACE_OPTIONS), logMetrics(metrics, { captureColdStartMetric: true }), routeOutcome()];
}
