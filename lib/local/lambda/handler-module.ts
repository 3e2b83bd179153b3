import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { lambdaArn } from '#lib/local/names';
import { checkRequestPayload, checkResponsePayload, withinTimeout } from './invocation-limits.ts';
import { runAs, type LocalFunction } from './local-function.ts';

export type LambdaHandler = (event: unknown, context: Context) => unknown;

const LAMBDAS_DIR = fileURLToPath(new URL('../../../lambdas/', import.meta.url));

const modules = new Map<string, Promise<LambdaHandler>>();

/**
 * The `handler` export of `lambdas/<entry>.ts`, imported once per entry like a warm Lambda container.
 * Must only be called after the runtime environment is in process.env (modules may read it on load).
 */
export function loadHandler(entry: string): Promise<LambdaHandler> {
  let loaded = modules.get(entry);
  if (!loaded) {
    const url = pathToFileURL(`${LAMBDAS_DIR}${entry}.ts`).href;
    loaded = import(url).then((mod: { handler?: unknown }) => {
      if (typeof mod.handler !== 'function') throw new Error(`lambdas/${entry}.ts has no handler export`);
      return mod.handler as LambdaHandler;
    });
    // A failed import (syntax error while someone edits) is retried on the next call.
    loaded.catch(() => modules.delete(entry));
    modules.set(entry, loaded);
  }
  return loaded;
}

/** Function name the CDK app would give the entry's Lambda, e.g. `account/get-me` → `fast-dashboard-account-get-me`. */
export function functionNameFor(entry: string): string {
  return `fast-dashboard-${entry.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

export function lambdaContext(fn: LocalFunction, requestId: string = randomUUID()): Context {
  const functionName = functionNameFor(fn.entry);
  const deadline = Date.now() + fn.timeoutSeconds * 1000;
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported; return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: lambdaArn(functionName),
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${requestId.replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/**
 * One invocation of the function's handler with a fresh context, as the Lambda service would make it:
 * within its payload limits and timeout, its AWS calls checked against its `access`.
 */
export async function invokeHandler(fn: LocalFunction, event: unknown, requestId?: string): Promise<unknown> {
  checkRequestPayload(event);
  const handler = await loadHandler(fn.entry);
  const context = lambdaContext(fn, requestId ?? randomUUID());
  const result = await withinTimeout(
    runAs(fn, async () => handler(event, context)),
    fn.timeoutSeconds,
  );
  checkResponsePayload(result);
  return result;
}
