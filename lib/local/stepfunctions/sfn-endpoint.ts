import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '#lib/local/gateway/http-utils';
import { stepFunctionsFault } from '#lib/local/faults/aws-wire';
import type { FaultInjector } from '#lib/local/faults/fault-injector';
import { SfnError, type Execution, type LocalStepFunctions } from './executions.ts';

const CONTENT_TYPE = 'application/x-amz-json-1.0';

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': CONTENT_TYPE, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Timestamps travel as epoch seconds in the JSON protocol. */
const seconds = (d: Date | undefined) => (d ? d.getTime() / 1000 : undefined);

function describeOutput(e: Execution) {
  return {
    executionArn: e.executionArn,
    stateMachineArn: e.stateMachineArn,
    name: e.name,
    status: e.status,
    startDate: seconds(e.startDate),
    stopDate: seconds(e.stopDate),
    input: e.input,
    inputDetails: { included: true },
    output: e.output,
    ...(e.output !== undefined ? { outputDetails: { included: true } } : {}),
    error: e.error,
    cause: e.cause,
  };
}

type Operation = (input: Record<string, string | undefined>) => unknown;

/**
 * The slice of the Step Functions API (AWS JSON 1.0, `X-Amz-Target: AWSStepFunctions.<Op>`) that the
 * handlers use, so SFNClient with AWS_ENDPOINT_URL_SFN works unchanged. No SigV4 check: loopback only.
 */
export function createSfnEndpoint(sfn: LocalStepFunctions, faults?: FaultInjector) {
  const operations: Record<string, Operation> = {
    StartExecution: ({ stateMachineArn, input, name }) => {
      const e = sfn.start(stateMachineArn ?? '', input ?? '{}', name);
      return { executionArn: e.executionArn, startDate: seconds(e.startDate) };
    },
    DescribeExecution: ({ executionArn }) => describeOutput(sfn.describe(executionArn ?? '')),
    StopExecution: ({ executionArn, error, cause }) => ({ stopDate: seconds(sfn.stop(executionArn ?? '', error, cause).stopDate) }),
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = operations[target.replace(/^AWSStepFunctions\./, '')];
    if (req.method !== 'POST' || !target.startsWith('AWSStepFunctions.') || !operation) {
      send(res, 400, { __type: 'UnknownOperationException', message: `Operation ${target || '(none)'} is not supported locally` });
      return;
    }
    const fault = operation === operations.StartExecution ? faults?.draw('stepfunctions') : undefined;
    if (fault) {
      req.resume();
      const answer = stepFunctionsFault(fault);
      res.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    try {
      const body = (await readBody(req, 1024 * 1024)).toString('utf8');
      send(res, 200, operation(body ? JSON.parse(body) : {}));
    } catch (error) {
      if (error instanceof SfnError) send(res, 400, { __type: error.code, message: error.message });
      else send(res, 400, { __type: 'ValidationException', message: (error as Error).message });
    }
  };
}
