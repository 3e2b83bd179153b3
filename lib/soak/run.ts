import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRuntimeConfig } from '#lib/smoke/runtime-config';
import { AnswerLog } from './answers.ts';
import { runChecks, type CheckResult } from './checks.ts';
import { SoakClient, type SoakTarget } from './client.ts';
import { FAULTS_UNAVAILABLE, faultCounts, setFaultRates, totalFaults } from './faults.ts';
import type { StepOutcome } from './ledger.ts';
import { seededRandom } from './random.ts';
import { runWeek } from './week.ts';

export interface SoakOptions {
  /** A running local cloud's origin (`npm start`); without it the soak starts its own, in memory. */
  readonly url?: string;
  /** Share of calls each service of the cloud fails (0..1). */
  readonly faults: number;
  readonly seed: number;
  readonly days: number;
  readonly onStep?: (outcome: StepOutcome) => void;
  /** Where the cloud has no fault injector, run at 0 (the figures say so) instead of refusing. */
  readonly faultsOrNone?: boolean;
}

export interface SoakFigures {
  /** The fault rate the week ran at. */
  readonly faultRate: number;
  readonly requests: number;
  /** 5xx answers other than a retryable 503: the budget is 0. */
  readonly serverErrors: number;
  readonly retryable: number;
  readonly retried: number;
  readonly faultsInjected: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly weekMs: number;
}

export interface SoakReport {
  readonly passed: boolean;
  readonly steps: readonly StepOutcome[];
  readonly checks: readonly CheckResult[];
  readonly figures: SoakFigures;
}

/** `/config.json` as the web reads it, with the local Cognito's endpoint (a local cloud publishes it). */
async function targetOf(baseUrl: string): Promise<SoakTarget> {
  const config = await readRuntimeConfig(baseUrl, 15_000);
  if (!config.userPoolEndpoint) throw new Error(`${baseUrl} is not a local cloud (its config.json names no local Cognito): the soak's sign-ups read the local mailbox`);
  return { baseUrl, apiUrl: config.apiUrl.replace(/\/$/, ''), wsUrl: config.wsUrl, cognitoEndpoint: config.userPoolEndpoint, clientId: config.userPoolClientId, appVersion: config.appVersion };
}

/** The week against a cloud at `baseUrl`, its faults on for the week and off for the checks' reads. */
export async function soakAgainst(baseUrl: string, opts: SoakOptions): Promise<SoakReport> {
  const target = await targetOf(baseUrl);
  const log = new AnswerLog();
  const client = new SoakClient(target, log);
  let faultRate = opts.faults;
  try {
    await setFaultRates(baseUrl, faultRate, opts.seed);
  } catch (error) {
    if (!opts.faultsOrNone || (error as Error).message !== FAULTS_UNAVAILABLE) throw error;
    faultRate = 0;
  }
  const started = performance.now();
  let ledger;
  let injected;
  try {
    ledger = await runWeek(client, log, seededRandom(opts.seed), { seed: opts.seed, days: opts.days, ...(opts.onStep ? { onStep: opts.onStep } : {}) });
  } finally {
    injected = await faultCounts(baseUrl);
    // A running cloud is left as it was found: no faults.
    await setFaultRates(baseUrl, 0, opts.seed);
  }
  const weekMs = performance.now() - started;
  const weekAnswers = log.answers.length;
  const checks = await runChecks(ledger, log, client.missingRetryAfter);
  for (const cleanup of ledger.cleanups) cleanup();
  const week = log.answers.slice(0, weekAnswers);
  const sorted = week.map((a) => a.ms).sort((x, y) => x - y);
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))]! : 0);
  return {
    passed: checks.every((c) => c.ok),
    steps: ledger.steps,
    checks,
    figures: {
      faultRate,
      requests: week.length,
      serverErrors: log.answers.filter((a) => a.status >= 500 && a.status !== 503).length,
      retryable: week.filter((a) => a.status === 429 || a.status === 503).length,
      retried: week.filter((a) => a.attempt > 1).length,
      faultsInjected: totalFaults(injected),
      p50Ms: Math.round(at(50)),
      p99Ms: Math.round(at(99)),
      weekMs: Math.round(weekMs),
    },
  };
}

/** The soak: against `--url`, or a local cloud of its own in memory with the demo companies, stopped after. */
export async function runSoak(opts: SoakOptions): Promise<SoakReport> {
  if (opts.url) return soakAgainst(opts.url, opts);
  const dataDir = await mkdtemp(join(tmpdir(), 'fast-dashboard-soak-'));
  try {
    const { startLocalCloud } = await import('#lib/local/cloud');
    const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: true, schedule: false, webDist: join(dataDir, 'no-web') });
    try {
      return await soakAgainst(cloud.baseUrl, opts);
    } finally {
      await cloud.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
