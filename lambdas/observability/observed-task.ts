import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { logger } from '#lambdas/http/logger';
import { TRACE_OPTIONS, tracer } from './tracer.ts';

/**
 * A handler that no HTTP route calls (a workflow task, a scheduled job, a WebSocket event) with the
 * same watch as the routes: a traced invocation (cold start and errors annotated, the response never
 * recorded) and logs that name the function and request. Failures are counted by Lambda's own Errors
 * metric and, for workflow tasks, by the state machine's failed executions.
 */
export function observedTask<E, R>(fn: (event: E, context: Context) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  const observed = middy<E, R>(fn).use(injectLambdaContext(logger, { resetKeys: true })).use(captureLambdaHandler(tracer, TRACE_OPTIONS));
  // Lambda always passes a context; a test calling the task as a function need not make one up.
  return (event, context) => observed(event, context ?? ({} as Context));
}
