import { OutsideSystemError, ServiceUnavailableError } from '#lambdas/http/errors';
import { SYSTEM_ENV, SYSTEM_NAMES, type IntegrationSystem } from '#shared/integrations/systems';

/**
 * What an adapter throws when its system fails: `code` is the system's own reason (`login_failed`,
 * `network_error`, …), `status` the HTTP status it answered, when it answered at all.
 */
export class OutsidePortError extends Error {
  constructor(
    readonly system: IntegrationSystem,
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OutsidePortError';
  }
}

/** Every adapter is made from this: its system's base URL, a timeout, and a fetch a test may replace. */
export interface AdapterOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A fetch of the system that never hangs and never throws anything but `OutsidePortError`: a timeout or a
 * refused connection is `network_error`. The answer is returned whatever its status; the adapter reads it.
 */
export async function callOutside(system: IntegrationSystem, options: AdapterOptions, path: string, init: RequestInit = {}): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}${path}`;
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    throw new OutsidePortError(system, 'network_error', timedOut ? 'The service did not answer in time.' : 'The service could not be reached.');
  }
}

/**
 * The route's answer to an adapter failure: codes the company can fix (`fixable`) are 422, anything else
 * is 502; the message and code reach the user.
 */
export function toRouteError(error: unknown, fixable: readonly string[] = []): unknown {
  if (!(error instanceof OutsidePortError)) return error;
  return new OutsideSystemError(error.system, error.code, error.message, fixable.includes(error.code) ? 422 : 502);
}

/** The system's base URL (function access `outside`); a deployment not given one answers 503 for this system only. */
export function systemBaseUrl(system: IntegrationSystem, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const url = env[SYSTEM_ENV[system]];
  if (!url) throw new ServiceUnavailableError(`This installation is not connected to the ${SYSTEM_NAMES[system]} yet. Contact support.`);
  return url;
}
