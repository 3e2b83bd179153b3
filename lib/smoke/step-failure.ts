/** A step's failure, its message a plain reason fit to print after `FAIL <step>:`. */
export class StepFailure extends Error {
  override readonly name = 'StepFailure';
}

/** The plain reason of anything a step threw: its own message, or the error's name and message. */
export function reasonOf(error: unknown): string {
  if (error instanceof StepFailure) return error.message;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}${cause}`;
  }
  return String(error);
}

/**
 * The promise, or a StepFailure once `ms` have passed. What the promise was doing is not cancelled
 * (an SDK call without a signal cannot be), so the command exits when the journey is over.
 */
export function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepFailure(`${what} did not answer within ${seconds(ms)}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;
