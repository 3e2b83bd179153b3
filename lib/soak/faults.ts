/**
 * The one seam between the soak and the local cloud's fault injector: its control endpoint `/_faults` on
 * the gateway (local only), the same for a cloud in this process and one run with `npm start`.
 *   GET  /_faults → `{ seed, rates: { <service>: rate }, kinds, injected: { <service>: { <fault>: count } } }`
 *   POST /_faults `{ rates, seed, resetCounts }` → the same state after the change.
 * A build without the injector answers `/_faults` with something else (the SPA's 404): rates of 0 then
 * need nothing, and asking for more is refused in plain words.
 */
export const FAULTS_UNAVAILABLE = 'fault injection is not available in this build';

interface FaultState {
  seed: number;
  rates: Record<string, number>;
  injected: Record<string, Record<string, number>>;
}

async function readState(baseUrl: string, init?: RequestInit): Promise<FaultState | undefined> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/_faults`, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    return undefined;
  }
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 400) throw new Error(`the fault injector refused the settings: ${text.slice(0, 200)}`);
    return undefined;
  }
  try {
    const state = JSON.parse(text) as Partial<FaultState>;
    return state && typeof state.rates === 'object' && typeof state.injected === 'object' ? (state as FaultState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every service the injector knows fails `rate` of its calls, drawn from `seed`'s sequence, counts from 0.
 * With rate 0 on a build without the injector, nothing to do.
 */
export async function setFaultRates(baseUrl: string, rate: number, seed: number): Promise<void> {
  const known = await readState(baseUrl);
  if (!known) {
    if (rate > 0) throw new Error(FAULTS_UNAVAILABLE);
    return;
  }
  const rates = Object.fromEntries(Object.keys(known.rates).map((service) => [service, rate]));
  const body = JSON.stringify({ rates, seed, resetCounts: true });
  if (!(await readState(baseUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body }))) throw new Error(`${baseUrl}/_faults did not take the rates`);
}

/** Faults injected since the rates were set, by service and kind; undefined without an injector. */
export async function faultCounts(baseUrl: string): Promise<Record<string, Record<string, number>> | undefined> {
  return (await readState(baseUrl))?.injected;
}

/** Every count added up. */
export function totalFaults(counts: Record<string, Record<string, number>> | undefined): number {
  return Object.values(counts ?? {}).reduce((s, kinds) => s + Object.values(kinds).reduce((a, n) => a + n, 0), 0);
}
