import { runtimeEnv } from '#lambdas/runtime-env';
import { publicRoute } from '#lambdas/http/route-handler';

/** Spec part 1 §7 getAppVersion: clients below minAllowableVersion are sent to /restart. */
export const handler = publicRoute(async () => {
  const env = runtimeEnv();
  return { version: env.APP_VERSION, minAllowableVersion: env.MIN_APP_VERSION };
});
