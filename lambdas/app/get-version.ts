import { runtimeEnv } from '../runtime-env.ts';
import { publicRoute } from '../http/route-handler.ts';

/** Spec part 1 §7 getAppVersion: clients below minAllowableVersion are sent to /restart. */
export const handler = publicRoute(async () => {
  const env = runtimeEnv();
  return { version: env.APP_VERSION, minAllowableVersion: env.MIN_APP_VERSION };
});
