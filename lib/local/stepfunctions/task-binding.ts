import type { AslDefinition, StateMachineDef } from '#lambdas/workflows/definitions';
import { DENIED_TO_JOBS } from '#lib/constructs/grant-actions';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';
import { functionNameFor, invokeHandler } from '#lib/local/lambda/handler-module';
import { lambdaArn } from '#lib/local/names';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type LocalTaskHandler = (input: Json) => Promise<Json>;

const LAMBDA_INVOKE = /^arn:aws:states:::lambda:invoke(\.waitForTaskToken)?$/;

/** Fake but well-formed ARN of a task's function, as `definition(taskArns)` receives in AWS. */
export function taskArns(machine: StateMachineDef): Record<string, string> {
  return Object.fromEntries(
    Object.entries(machine.tasks).map(([key, task]) => [key, lambdaArn(functionNameFor(task.handler))]),
  );
}

/** AWS reports a function error with its type as Error and a JSON Cause; Retry/Catch match on the name. */
function lambdaError(error: unknown): Error {
  const e = error instanceof Error ? error : new Error(String(error));
  const failure = new Error(JSON.stringify({ errorType: e.name, errorMessage: e.message, trace: [] }));
  failure.name = e.name;
  return failure;
}

function sameFunction(reference: unknown, arn: string): boolean {
  if (typeof reference !== 'string') return false;
  const name = arn.split(':').pop();
  // FunctionName may be the ARN (optionally qualified) or the bare name.
  return reference === arn || reference.startsWith(`${arn}:`) || reference === name;
}

/**
 * Binds every Lambda Task state of the definition (nested Map and Parallel states included) to the
 * handler it names, as aws-local-stepfunctions' taskResourceLocalHandlers (keyed by state name).
 * Direct function ARNs get the input and return the result; `lambda:invoke` tasks get the resolved
 * Parameters and answer with the integration's envelope ({ Payload, StatusCode, ... }).
 */
export function bindTasks(machine: StateMachineDef, definition: AslDefinition): Record<string, LocalTaskHandler> {
  const arns = taskArns(machine);
  const bound: Record<string, LocalTaskHandler> = {};

  const visit = (states: Readonly<Record<string, { readonly [field: string]: unknown }>>) => {
    for (const [stateName, state] of Object.entries(states)) {
      for (const nested of nestedMachines(state)) visit(nested.States);
      if (state.Type !== 'Task' || typeof state.Resource !== 'string') continue;
      const resource = state.Resource;
      const viaInvoke = LAMBDA_INVOKE.test(resource);
      const target = viaInvoke ? (state.Parameters as Record<string, unknown> | undefined)?.FunctionName : resource;
      const key = Object.keys(arns).find((k) => sameFunction(target, arns[k]!));
      if (!key) continue;
      if (bound[stateName]) throw new Error(`State machine ${machine.name}: two Task states are named '${stateName}'`);
      const task = machine.tasks[key]!;
      const fn = { entry: task.handler, access: task.access, timeoutSeconds: FUNCTION_TIMEOUT_SECONDS.workflowTask, denied: DENIED_TO_JOBS };
      bound[stateName] = async (input) => {
        const payload = viaInvoke ? ((input as Record<string, Json> | null)?.Payload ?? null) : input;
        let result: unknown;
        try {
          result = await invokeHandler(fn, payload);
        } catch (error) {
          throw lambdaError(error);
        }
        const json = (result === undefined ? null : JSON.parse(JSON.stringify(result))) as Json;
        return viaInvoke ? { ExecutedVersion: '$LATEST', Payload: json, StatusCode: 200 } : json;
      };
    }
  };
  visit(definition.States);
  return bound;
}

function nestedMachines(state: { readonly [field: string]: unknown }): AslDefinition[] {
  const found: AslDefinition[] = [];
  if (state.Type === 'Map') {
    const processor = (state.ItemProcessor ?? state.Iterator) as AslDefinition | undefined;
    if (processor) found.push(processor);
  }
  if (state.Type === 'Parallel' && Array.isArray(state.Branches)) found.push(...(state.Branches as AslDefinition[]));
  return found;
}
