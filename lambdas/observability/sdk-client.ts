import type { MiddlewareStack } from '@smithy/types';
import { withRuntimeHooks } from '#lambdas/runtime-hooks';
import { tracer } from './tracer.ts';

interface SdkClient {
  middlewareStack: MiddlewareStack<any, any>;
  config: { logger?: unknown };
}

/**
 * The SDK's logger middleware runs every request and answer through its sensitive-field filter before
 * handing them to the logger, even to its default logger that writes nothing: a tenth of a pay run's
 * CPU for a 25-item batch or a 1 MB query page. A client left with that default loses the middleware.
 * The default is known by its class name, as the SDK itself tells it: in AWS the clients come from the
 * runtime's SDK, whose class is not the one a bundle could import.
 */
function withoutSilentLogging<C extends SdkClient>(client: C): C {
  const logger = client.config.logger as { constructor?: { name?: string } } | undefined;
  if (logger?.constructor?.name === 'NoOpLogger') client.middlewareStack.remove('loggerMiddleware');
  return client;
}

/**
 * Every AWS SDK client of the handlers is made through here: each call becomes an X-Ray subsegment
 * (table, bucket, operation, latency) and passes the runtime's hooks (the local cloud's access check).
 */
export function sdkClient<C extends SdkClient>(client: C): C {
  return tracer.captureAWSv3Client(withRuntimeHooks(withoutSilentLogging(client)));
}
