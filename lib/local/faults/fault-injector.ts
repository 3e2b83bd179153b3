/**
 * Fault injection in the local cloud: makes it fail the way AWS fails, each fault shaped as the service
 * sends it on the wire, so the handlers' SDK parses and retries it as it would in AWS.
 *
 * Services and the faults each one injects (`FAULT_KINDS`):
 * - `dynamodb`: ProvisionedThroughputExceededException, ThrottlingException, InternalServerError (500), and on
 *   TransactWriteItems a TransactionCanceledException whose reason is TransactionConflict (proxy in front of
 *   DynamoDB Local: every client, handlers, jobs and tests, goes through it).
 * - `s3`: SlowDown (503) and InternalError (500) (proxy in front of the S3 front).
 * - `stepfunctions`: StartExecution refused with ThrottlingException or ServiceUnavailable (the `/_sfn` endpoint).
 * - `connections`: GoneException (410) on a PostToConnection; the socket is closed first, as a dropped one is.
 * - `ses`, `sns`: the throttles SendEmail and Publish raise, at the alert transport (the outbox has no wire).
 * - `lambda`: an API route's invocation ends as an integration timeout (503 from the gateway, without waiting).
 *
 * Drive it from a script through the gateway's `/_faults` endpoint:
 *   GET  /_faults → `{ seed, rates, kinds, injected: { dynamodb: { InternalServerError: 3, … }, … } }`
 *   POST /_faults `{ "rates": { "dynamodb": 0.05 }, "kinds": { "dynamodb": ["InternalServerError"] }, "seed": 7,
 *                    "resetCounts": true }` → the same state after the change (every field optional; `kinds`
 *                    restricts a service to the listed faults, `[]` or absent means all of them).
 * At start: `startLocalCloud({ faults: { rates: { dynamodb: 0.05 }, seed: 7 } })`, or for `npm start`
 * `LOCAL_FAULTS="dynamodb=0.05,s3=0.05,seed=7"`. Start-up rates apply once the demo data is written, so the
 * seed itself never meets a fault. The same seed and the same calls in the same order inject the same faults.
 */

import { seededRandom } from './seeded-random.ts';

export const FAULT_KINDS = {
  dynamodb: ['ProvisionedThroughputExceededException', 'ThrottlingException', 'InternalServerError', 'TransactionConflict'],
  s3: ['SlowDown', 'InternalError'],
  stepfunctions: ['ThrottlingException', 'ServiceUnavailable'],
  connections: ['GoneException'],
  ses: ['TooManyRequestsException'],
  sns: ['ThrottledException', 'Throttling'],
  lambda: ['IntegrationTimeout'],
} as const satisfies Record<string, readonly string[]>;

export type FaultService = keyof typeof FAULT_KINDS;
export type FaultKind<S extends FaultService = FaultService> = (typeof FAULT_KINDS)[S][number];
export const FAULT_SERVICES = Object.keys(FAULT_KINDS) as FaultService[];

export interface FaultSettings {
  /** Share of calls (0..1) that fail, per service. */
  rates?: Partial<Record<FaultService, number>>;
  /** The faults a service may inject; absent or empty: all of its FAULT_KINDS. */
  kinds?: Partial<Record<FaultService, readonly string[]>>;
  /** Restarts the random sequence. */
  seed?: number;
  /** Sets every injected count back to 0. */
  resetCounts?: boolean;
}

export interface FaultState {
  seed: number;
  rates: Record<FaultService, number>;
  kinds: Record<FaultService, readonly string[]>;
  injected: Record<FaultService, Record<string, number>>;
}

/** Refused settings; the message names what is wrong. */
export class FaultSettingsError extends Error {}

const DEFAULT_SEED = 1;

const isService = (name: string): name is FaultService => Object.hasOwn(FAULT_KINDS, name);

function checkSettings(s: FaultSettings): void {
  for (const [service, rate] of Object.entries(s.rates ?? {})) {
    if (!isService(service)) throw new FaultSettingsError(`Unknown service '${service}': one of ${FAULT_SERVICES.join(', ')}`);
    if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) throw new FaultSettingsError(`The rate of ${service} must be a number from 0 to 1`);
  }
  for (const [service, kinds] of Object.entries(s.kinds ?? {})) {
    if (!isService(service)) throw new FaultSettingsError(`Unknown service '${service}': one of ${FAULT_SERVICES.join(', ')}`);
    const known: readonly string[] = FAULT_KINDS[service];
    const wrong = (Array.isArray(kinds) ? kinds : [kinds]).find((k) => typeof k !== 'string' || !known.includes(k));
    if (!Array.isArray(kinds) || wrong !== undefined) throw new FaultSettingsError(`The faults of ${service} are a list of: ${known.join(', ')}`);
  }
  if (s.seed !== undefined && !Number.isInteger(s.seed)) throw new FaultSettingsError('The seed must be an integer');
}

/** Which calls fail and how: one seeded sequence for every service, counts of what was injected. */
export class FaultInjector {
  private seed = DEFAULT_SEED;
  private random = seededRandom(DEFAULT_SEED);
  private readonly rates = Object.fromEntries(FAULT_SERVICES.map((s) => [s, 0])) as Record<FaultService, number>;
  private readonly kinds = Object.fromEntries(FAULT_SERVICES.map((s) => [s, [] as readonly string[]])) as Record<FaultService, readonly string[]>;
  private injected = FaultInjector.noCounts();

  private static noCounts(): Record<FaultService, Record<string, number>> {
    return Object.fromEntries(FAULT_SERVICES.map((s) => [s, {}])) as Record<FaultService, Record<string, number>>;
  }

  /** Applies the settings given (the others stay); throws FaultSettingsError and changes nothing when one is wrong. */
  configure(settings: FaultSettings): FaultState {
    checkSettings(settings);
    Object.assign(this.rates, settings.rates);
    Object.assign(this.kinds, settings.kinds);
    if (settings.seed !== undefined) {
      this.seed = settings.seed;
      this.random = seededRandom(settings.seed);
    }
    if (settings.resetCounts) this.injected = FaultInjector.noCounts();
    return this.state();
  }

  /**
   * The fault this call gets, if any, among those that fit it (`fitting`: e.g. TransactionConflict only on a
   * transaction); counted as injected. Nothing is drawn while the service's rate is 0, so switching one service
   * on leaves the others' sequence alone.
   */
  draw<S extends FaultService>(service: S, fitting: readonly FaultKind<S>[] = FAULT_KINDS[service]): FaultKind<S> | undefined {
    const rate = this.rates[service];
    if (rate <= 0) return undefined;
    const chosen = this.kinds[service];
    const candidates = chosen.length ? fitting.filter((k) => chosen.includes(k)) : fitting;
    if (candidates.length === 0) return undefined;
    if (this.random() >= rate) return undefined;
    const kind = candidates[Math.floor(this.random() * candidates.length)]!;
    const counts: Record<string, number> = this.injected[service];
    counts[kind] = (counts[kind] ?? 0) + 1;
    return kind;
  }

  state(): FaultState {
    return {
      seed: this.seed,
      rates: { ...this.rates },
      kinds: { ...this.kinds },
      injected: Object.fromEntries(FAULT_SERVICES.map((s) => [s, { ...this.injected[s] }])) as FaultState['injected'],
    };
  }
}

/** `LOCAL_FAULTS`: `dynamodb=0.05,s3=0.05,seed=7` (a service's rate, or the seed). */
export function parseFaultSpec(spec: string): FaultSettings {
  const rates: Record<string, number> = {};
  let seed: number | undefined;
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name = '', value = ''] = part.split('=').map((p) => p.trim());
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) throw new FaultSettingsError(`'${part}' is not name=number`);
    if (name === 'seed') seed = number;
    else rates[name] = number;
  }
  const settings: FaultSettings = { rates, ...(seed !== undefined ? { seed } : {}) };
  checkSettings(settings);
  return settings;
}
