import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ServiceUnavailableError } from '#lambdas/http/errors';
import { logger } from '#lambdas/http/logger';
import { runtimeEnv } from '#lambdas/runtime-env';
import { sdkClient } from '#lambdas/observability/sdk-client';

let sfn: SFNClient | undefined;

/** Starts a state machine this function's access.workflows names; the ARN comes from STATE_MACHINE_ARNS. */
export async function startWorkflow(name: string, input: unknown, executionName: string): Promise<string> {
  const arns = JSON.parse(runtimeEnv().STATE_MACHINE_ARNS ?? '{}') as Record<string, string>;
  const stateMachineArn = arns[name];
  if (!stateMachineArn) throw new Error(`State machine '${name}' is not granted to this function`);
  sfn ??= sdkClient(new SFNClient({}));
  const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn, name: executionName, input: JSON.stringify(input) }));
  return executionArn ?? '';
}

export interface StartAfterChange {
  /** Names the work in the 503, e.g. `the calculation`. */
  readonly what: string;
  /**
   * Puts back what was changed before the start. It should be conditional on the change it undoes, so a
   * later change by someone else is kept; its own failure is logged, the 503 stands.
   */
  readonly undo: () => Promise<unknown>;
}

/**
 * Starts the workflow a state change (e.g. a run marked `calculating`) was made for. Without it the
 * change would stay forever (the run answers 409 to every retry), so a failed start undoes the change
 * and answers 503: nothing happened, try again.
 */
export async function startAfterChange(name: string, input: unknown, executionName: string, change: StartAfterChange): Promise<string> {
  try {
    return await startWorkflow(name, input, executionName);
  } catch (error) {
    logger.error('The workflow did not start; undoing the change made for it', { workflow: name, executionName, error: error as Error });
    await change.undo().catch((undoError: unknown) => logger.error('Could not undo the change made for the workflow', { workflow: name, error: undoError as Error }));
    throw new ServiceUnavailableError(`Could not start ${change.what}. Try again.`);
  }
}
