import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { tableKeyOf } from '#lambdas/http/route-key';
import { metrics } from './metrics.ts';
import { TRACE_OPTIONS, tracer } from './tracer.ts';

interface RouteRequest {
  event: APIGatewayProxyEventV2;
  // Lambda always passes one; a test calling a handler as a function may not.
  context?: Context;
  response: APIGatewayProxyStructuredResultV2 | null | undefined;
  error?: unknown;
}

// Powertools' own cold start metric takes the function name as a dimension: one metric per function.
let coldStartPending = true;


/**
 * An outside system's code (OutsideSystemError), a Node system error's, or an AWS service error's name.
 * Not a domain error's class name: minifying renames it, and its status already tells it.
 */
function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, name, $metadata } = error as { code?: unknown; name?: unknown; $metadata?: unknown };
  if (typeof code === 'string') return code;
  return $metadata !== undefined && typeof name === 'string' ? name : undefined;
}

function companyOf(event: APIGatewayProxyEventV2): string | undefined {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } }).authorizer?.jwt?.claims;
  const companyId = claims?.['custom:companyId'];
  return typeof companyId === 'string' && companyId.trim() ? companyId.trim() : undefined;
}

/**
 * Records `ClientError` and `ServerError` (0 or 1, so their average is a rate) for every request, from
 * the status the client finally gets, and `ColdStart` on a function's first request. Lambda's own Errors
 * metric never sees a 500 that the error mapper answered, and API Gateway's 5xx does not say which route
 * failed.
 *
 * Route, status, error code, company and function are properties of the same EMF line, not dimensions
 * (metrics.ts): by route and function they made about 800 billed metrics.
 */
function routeOutcome(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const record = (request: RouteRequest) => {
    // No response after every error handler ran: the error escapes, and API Gateway answers 500.
    const status = request.response?.statusCode ?? 500;
    const properties = {
      route: tableKeyOf(request.event),
      status: String(status),
      function_name: request.context?.functionName,
      errorCode: errorCode(request.error),
      companyId: companyOf(request.event),
    };
    for (const [key, value] of Object.entries(properties)) if (value) metrics.addMetadata(key, value);
    metrics.addMetric('ClientError', MetricUnit.Count, status >= 400 && status < 500 ? 1 : 0);
    metrics.addMetric('ServerError', MetricUnit.Count, status >= 500 ? 1 : 0);
    // As Powertools counts it: an environment Lambda prepared ahead (provisioned concurrency) is not cold.
    if (coldStartPending && process.env.AWS_LAMBDA_INITIALIZATION_TYPE === 'on-demand') metrics.addMetric('ColdStart', MetricUnit.Count, 1);
    coldStartPending = false;
  };
  return { after: record, onError: record };
}

/**
 * The trace and metrics middlewares of a route, to be used before the error mapper: middy runs `after`
 * and `onError` in reverse order, so the outcome is read once the mapper has answered, and published last.
 */
export function routeObservability() {
  return [captureLambdaHandler(tracer, TRACE_OPTIONS), logMetrics(metrics), routeOutcome()];
}
