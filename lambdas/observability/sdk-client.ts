import type { MiddlewareStack } from '@smithy/types';
import { withRuntimeHooks } from '#lambdas/runtime-hooks';
import { tracer } from './tracer.ts';

/**
 * Every AWS SDK client of the handlers is made through here: each call becomes an X-Ray subsegment
 * (table, bucket, operation, latency) and passes the runtime's hooks (the local cloud's access check).
 */
export function sdkClient<C extends { middlewareStack: MiddlewareStack<any, any> }>(client: C): C {
  return tracer.captureAWSv3Client(withRuntimeHooks(client));
}
