import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { isPassingAwsFault } from '#lambdas/http/aws-errors';
import { logger } from '#lambdas/http/logger';
import { PASSING_AWS_FAULT } from '#lambdas/workflows/task-retry';
import { TRACE_OPTIONS, tracer } from './tracer.ts';

/**
 * A passing AWS fault leaves the task under the one name the workflows' Retry matches (ElectroDB wraps the
 * SDK's error, so its own name would not); every other error keeps its name for the Catch.
 */
function asWorkflowError<E, R>(fn: (event: E, context: Context) => Promise<R>): (event: E, context: Context) => Promise<R> {
  return async (event, context) => {
    try {
      return await fn(event, context);
    } catch (error) {
      if (!isPassingAwsFault(error)) throw error;
      const passing = new Error(`A passing AWS fault: ${(error as Error).message}`, { cause: error });
      passing.name = PASSING_AWS_FAULT;
      throw passing;
    }
  };
}

/**
 * A handler that no HTTP route calls (a workflow task, a scheduled job, a WebSocket event) with the
 * same watch as the routes: a traced invocation (cold start and errors annotated, the response never
 * recorded) and logs that name the function and request. Failures are counted by Lambda's own Errors
 * metric and, for workflow tasks, by the state machine's failed executions.
 */
export function observedTask<E, R>(fn: (event: E, context: Context) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  const observed = middy<E, R>(asWorkflowError(fn)).use(injectLambdaContext(logger, { resetKeys: true })).use(captureLambdaHandler(tracer, TRACE_OPTIONS));
  // Lambda always passes a context; a test calling the task as a function need not make one up.
  return (event, context) => observed(event, context ?? ({} as Context));
}
