import { SoakStepError } from './step-error.ts';

/** Reads every 250 ms until `done` accepts the value: a workflow's status, a scheduled broadcast. */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new SoakStepError(`${what} did not end within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
