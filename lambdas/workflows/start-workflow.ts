import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { runtimeEnv } from '../runtime-env.ts';

let sfn: SFNClient | undefined;

/** Starts a state machine this function's access.workflows names; the ARN comes from STATE_MACHINE_ARNS. */
export async function startWorkflow(name: string, input: unknown, executionName: string): Promise<string> {
  const arns = JSON.parse(runtimeEnv().STATE_MACHINE_ARNS ?? '{}') as Record<string, string>;
  const stateMachineArn = arns[name];
  if (!stateMachineArn) throw new Error(`State machine '${name}' is not granted to this function`);
  sfn ??= new SFNClient({});
  const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn, name: executionName, input: JSON.stringify(input) }));
  return executionArn ?? '';
}
