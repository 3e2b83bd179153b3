import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { lambdaArn } from '../names.ts';

export type LambdaHandler = (event: unknown, context: Context) => unknown;

const LAMBDAS_DIR = fileURLToPath(new URL('../../../lambdas/', import.meta.url));
/** API Gateway gives up on an integration after 30 s; Lambda's own default is lower still. */
const DEFAULT_TIMEOUT_MS = 30_000;

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

export function lambdaContext(entry: string, requestId: string = randomUUID()): Context {
  const functionName = functionNameFor(entry);
  const deadline = Date.now() + DEFAULT_TIMEOUT_MS;
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

/** One invocation of `lambdas/<entry>.ts` with a fresh context, as the Lambda service would make it. */
export async function invokeHandler(entry: string, event: unknown, requestId?: string): Promise<unknown> {
  const handler = await loadHandler(entry);
  return handler(event, lambdaContext(entry, requestId ?? randomUUID()));
}
