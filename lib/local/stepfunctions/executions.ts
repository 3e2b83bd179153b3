import { randomUUID } from 'node:crypto';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { executionArn, stateMachineArn } from '#lib/local/names';
import { bindTasks, taskArns, type LocalTaskHandler } from './task-binding.ts';

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

export interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: ExecutionStatus;
  startDate: Date;
  stopDate?: Date;
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  abort(): void;
  /** Settles when the execution stops, whatever the outcome. */
  done: Promise<void>;
}

/** Thrown with the AWS error code the JSON protocol reports. */
export class SfnError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

interface Machine {
  def: StateMachineDef;
  arn: string;
  runner: StateMachine;
  handlers: Record<string, LocalTaskHandler>;
}

function failureOf(error: unknown): { error: string; cause: string; status: ExecutionStatus } {
  const e = error as { name?: string; message?: string; cause?: { name?: string; message?: string } };
  if (e.name === 'ExecutionTimeoutError') return { status: 'TIMED_OUT', error: 'States.Timeout', cause: '' };
  if (e.name === 'ExecutionAbortedError') return { status: 'ABORTED', error: '', cause: '' };
  const inner = e.cause ?? e;
  return { status: 'FAILED', error: inner.name ?? 'Error', cause: inner.message ?? '' };
}

/**
 * The state machines of lambdas/workflows/definitions.ts run by aws-local-stepfunctions, with their
 * Lambda tasks bound to the handler modules. Executions live in memory for the life of the process.
 */
export class LocalStepFunctions {
  private readonly machines = new Map<string, Machine>();
  private readonly executions = new Map<string, Execution>();

  constructor(defs: readonly StateMachineDef[]) {
    for (const def of defs) this.register(def);
  }

  /** Adds (or replaces) a state machine; tests use it for machines of their own. */
  register(def: StateMachineDef): string {
    const definition = def.definition(taskArns(def));
    const runner = new StateMachine(definition as unknown as StateMachineDefinition);
    const arn = stateMachineArn(def.name);
    this.machines.set(arn, { def, arn, runner, handlers: bindTasks(def, definition) });
    return arn;
  }

  /** name → ARN, for STATE_MACHINE_ARNS. */
  arns(): Record<string, string> {
    return Object.fromEntries([...this.machines.values()].map((m) => [m.def.name, m.arn]));
  }

  start(arn: string, input = '{}', name: string = randomUUID()): Execution {
    const machine = this.machines.get(arn);
    if (!machine) throw new SfnError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
    const execArn = executionArn(machine.def.name, name);
    if (this.executions.has(execArn)) throw new SfnError('ExecutionAlreadyExists', `Execution Already Exists: '${execArn}'`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(input);
    } catch {
      throw new SfnError('InvalidExecutionInput', 'Invalid State Machine Execution Input');
    }
    const startDate = new Date();
    const run = machine.runner.run(parsed as never, {
      overrides: { taskResourceLocalHandlers: machine.handlers as never },
      context: { Execution: { Id: execArn, Name: name, StartTime: startDate.toISOString(), Input: parsed as never } },
    });
    const execution: Execution = {
      executionArn: execArn,
      stateMachineArn: arn,
      name,
      status: 'RUNNING',
      startDate,
      input,
      abort: run.abort,
      done: Promise.resolve(),
    };
    execution.done = run.result.then(
      (output) => {
        Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output), stopDate: new Date() });
      },
      (error: unknown) => {
        const f = failureOf(error);
        Object.assign(execution, { status: f.status, stopDate: new Date() }, f.error ? { error: f.error, cause: f.cause } : {});
      },
    );
    this.executions.set(execArn, execution);
    return execution;
  }

  /** Starts the named machine and resolves with its output once it succeeded; rejects naming its error otherwise. */
  async run(name: string, input: unknown): Promise<unknown> {
    const execution = this.start(stateMachineArn(name), JSON.stringify(input));
    await execution.done;
    if (execution.status !== 'SUCCEEDED') {
      throw new Error(`Execution of ${name} ${execution.status}: ${[execution.error, execution.cause].filter(Boolean).join(': ')}`);
    }
    return execution.output === undefined ? null : JSON.parse(execution.output);
  }

  describe(arn: string): Execution {
    const execution = this.executions.get(arn);
    if (!execution) throw new SfnError('ExecutionDoesNotExist', `Execution Does Not Exist: '${arn}'`);
    return execution;
  }

  stop(arn: string, error?: string, cause?: string): Execution {
    const execution = this.describe(arn);
    if (execution.status === 'RUNNING') {
      execution.abort();
      Object.assign(execution, { status: 'ABORTED', stopDate: new Date(), error, cause });
    }
    return execution;
  }

  /** Aborts whatever still runs, so nothing touches the table after it is gone. */
  async close(): Promise<void> {
    const running = [...this.executions.values()].filter((e) => e.status === 'RUNNING');
    for (const e of running) e.abort();
    await Promise.allSettled(running.map((e) => e.done));
  }
}
