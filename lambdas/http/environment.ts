import type { RouteAccess } from '#lambdas/route-types';
import { environmentProblems } from '#lambdas/runtime-env';
import { logger } from './logger.ts';

/** A function deployed without a variable its access needs: a deploy bug, answered 500 without details. */
export class MisconfiguredFunctionError extends Error {
  constructor(where: string, problems: readonly string[]) {
    super(`${where} is missing environment its access needs: ${problems.join('; ')}`);
    this.name = 'MisconfiguredFunctionError';
  }
}

const verified = new Set<string>();

/**
 * Checks the environment against what `access` needs, once per container and function (the first call
 * is the cold start); a failure is logged and thrown on every call until the function is redeployed.
 */
export function assertEnvironment(where: string, access: RouteAccess, env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (verified.has(where)) return;
  const problems = environmentProblems(access, env);
  if (problems.length > 0) {
    const error = new MisconfiguredFunctionError(where, problems);
    logger.error(error.message, { problems });
    throw error;
  }
  verified.add(where);
}
