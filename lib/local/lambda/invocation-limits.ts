/**
 * Lambda's limits on one synchronous invocation, with the errors Lambda reports when a function
 * goes over them (the error types API Gateway, Step Functions and the logs see).
 */
export const PAYLOAD_LIMIT_BYTES = 6 * 1024 * 1024;
/** Lambda measures a response against a limit a hundred bytes above the documented 6 MB. */
const RESPONSE_LIMIT_BYTES = 6_291_556;

export class LambdaLimitError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export function payloadBytes(value: unknown): number {
  return value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value) ?? '');
}

export function checkRequestPayload(event: unknown): void {
  if (payloadBytes(event) > PAYLOAD_LIMIT_BYTES) {
    throw new LambdaLimitError('RequestEntityTooLargeException', `Request must be smaller than ${PAYLOAD_LIMIT_BYTES} bytes for the InvokeFunction operation`);
  }
}

export function checkResponsePayload(result: unknown): void {
  if (payloadBytes(result) > RESPONSE_LIMIT_BYTES) {
    throw new LambdaLimitError('Function.ResponseSizeTooLarge', `Response payload size exceeded maximum allowed payload size (${RESPONSE_LIMIT_BYTES} bytes).`);
  }
}

export const isRequestTooLarge = (error: unknown): boolean => error instanceof LambdaLimitError && error.name === 'RequestEntityTooLargeException';

/**
 * The invocation's answer, or Lambda's timeout error once `seconds` have passed. The handler itself
 * cannot be frozen in this process: whatever it still does after its deadline is ignored, not stopped.
 */
export function withinTimeout<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LambdaLimitError('Sandbox.Timedout', `Task timed out after ${seconds.toFixed(2)} seconds`)), seconds * 1000);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}
