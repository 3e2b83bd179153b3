import { parseSoakArguments, SOAK_USAGE } from './arguments.ts';
import { formatCheck } from './checks.ts';
import type { StepOutcome } from './ledger.ts';
import { runSoak } from './run.ts';

export const SOAK_EXIT = { passed: 0, failed: 1, usage: 2 } as const;

const formatStep = (s: StepOutcome): string => (s.ok ? `  step ${s.step} (${s.ms} ms)` : `  step FAILED ${s.step}: ${s.reason ?? ''}`);

/** `npm run soak`: the steps as they end, then one line per check and the figures; exit 1 when a check failed. */
export async function soakCommand(argv: readonly string[], out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const parsed = parseSoakArguments(argv);
  if (!parsed.ok) {
    if ('help' in parsed) {
      out(SOAK_USAGE);
      out('Drives a scripted week of Red Mesa through the HTTP and WebSocket APIs at the fault rate asked, then checks: no 500, no lost write, no duplicate, every workflow ended, rollbacks restored, totals reconcile.');
      return SOAK_EXIT.passed;
    }
    for (const problem of parsed.problems) err(`soak: ${problem}`);
    err(SOAK_USAGE);
    return SOAK_EXIT.usage;
  }
  const { args } = parsed;
  out(`soak: ${args.days} days of Red Mesa at ${args.faults * 100}% faults, seed ${args.seed}, ${args.url ? `against ${args.url}` : 'in a local cloud of its own'}`);
  let report;
  try {
    report = await runSoak({ ...args, onStep: (s) => out(formatStep(s)) });
  } catch (error) {
    err(`soak: ${(error as Error).message}`);
    return SOAK_EXIT.failed;
  }
  for (const check of report.checks) out(formatCheck(check));
  const f = report.figures;
  out(`figures: ${f.requests} requests in ${(f.weekMs / 1000).toFixed(1)} s, ${f.serverErrors} 5xx, ${f.retryable} retryable (${f.retried} retries), ${f.faultsInjected} faults injected, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms`);
  out(report.passed ? 'soak passed' : 'soak FAILED');
  return report.passed ? SOAK_EXIT.passed : SOAK_EXIT.failed;
}
