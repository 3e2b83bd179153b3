import type { Reply } from './client.ts';

/** A step of the week that could not go on, its message a plain reason fit to print after `FAIL`. */
export class SoakStepError extends Error {
  override readonly name = 'SoakStepError';
}

/**
 * The reply when its status is one of `ok`, else a SoakStepError naming the call and what came back. A
 * create retried after a lost answer finds its own first try: `alreadyMade` (409 by default) then counts as ok.
 */
export function expectStatus<T>(reply: Reply<T>, ok: readonly number[], what: string, alreadyMade = 409): Reply<T> {
  if (ok.includes(reply.status)) return reply;
  if (reply.attempts > 1 && reply.status === alreadyMade) return reply;
  const detail = typeof reply.body === 'object' && reply.body ? JSON.stringify(reply.body).slice(0, 300) : String(reply.body ?? '').slice(0, 300);
  throw new SoakStepError(`${what} answered ${reply.status}, not ${ok.join(' or ')}: ${detail}`);
}
