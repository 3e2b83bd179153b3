import { runSoak } from '#lib/soak/run';

/** The soak rate; a build without the fault injector runs it at 0 and says so in `soak-fault-rate`. */
const FAULT_RATE = 0.05;
const SEED = 1;
/** A shorter week than `npm run soak`'s five days: the same steps, two days of DVIRs, shifts, service and chat. */
const DAYS = 2;

/**
 * `npm run soak`'s week (lib/soak/) in a local cloud of its own at 5% injected faults: its requests, the
 * 5xx answers (budget 0: a retryable fault is a 503 or 429 the client retries), the retries, the answers'
 * p50 and p99, and the checks that failed (budget 0).
 */
export async function bench() {
  // One cloud per bench process (bin/bench.ts): a build without the injector runs the same cloud at 0.
  const report = await runSoak({ faults: FAULT_RATE, seed: SEED, days: DAYS, faultsOrNone: true });
  const f = report.figures;
  return [
    { name: 'soak-fault-rate', value: f.faultRate, unit: 'share' },
    { name: `soak-${DAYS}-day-week-requests`, value: f.requests, unit: 'requests' },
    { name: 'soak-faults-injected', value: f.faultsInjected, unit: 'faults' },
    { name: 'soak-5xx', value: f.serverErrors, unit: 'answers', budget: 0 },
    { name: 'soak-retried', value: f.retried, unit: 'requests' },
    { name: 'soak-p50', value: f.p50Ms, unit: 'ms' },
    { name: 'soak-p99', value: f.p99Ms, unit: 'ms' },
    { name: 'soak-week-wall', value: f.weekMs, unit: 'ms' },
    { name: 'soak-checks-failed', value: report.checks.filter((c) => !c.ok).length, unit: 'checks', budget: 0 },
  ];
}
