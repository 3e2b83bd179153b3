import { AsyncLocalStorage } from 'node:async_hooks';
import type { RouteAccess } from '#lambdas/route-types';

/** What the local runtime knows of a deployed function: its module, its grants and its timeout. */
export interface LocalFunction {
  /** Module under lambdas/ (no extension) whose `handler` export runs. */
  readonly entry: string;
  readonly access: RouteAccess;
  readonly timeoutSeconds: number;
  /** Actions its role denies explicitly whatever `access` grants (jobs and workflow tasks: DENIED_TO_JOBS). */
  readonly denied?: readonly string[];
}

const running = new AsyncLocalStorage<LocalFunction>();

/**
 * Handlers of every function share this process, so the function a call belongs to travels with
 * its async context, as a role travels with a container's credentials in AWS.
 */
export function runAs<T>(fn: LocalFunction, work: () => Promise<T>): Promise<T> {
  return running.run(fn, work);
}

/** The function whose invocation the caller is part of; undefined for the local cloud's own work (seeding). */
export function currentFunction(): LocalFunction | undefined {
  return running.getStore();
}
