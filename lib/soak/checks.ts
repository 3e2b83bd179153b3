import type { AnswerLog } from './answers.ts';
import { isS3Call } from './client.ts';
import type { Invariant, Ledger } from './ledger.ts';

export interface CheckResult {
  readonly name: string;
  readonly ok: boolean;
  /** The figures behind it: what was counted, in plain words. */
  readonly figures: string;
  /** What is wrong, one line each (empty when ok). */
  readonly failures: readonly string[];
}

const INVARIANTS: ReadonlyArray<{ invariant: Invariant; name: string; counted: string }> = [
  { invariant: 'lost-write', name: 'no lost write', counted: 'writes found by a read' },
  { invariant: 'duplicate', name: 'no duplicate', counted: 'keyed writes found exactly once' },
  { invariant: 'workflow', name: 'every workflow ended', counted: 'workflows finished or failed' },
  { invariant: 'rollback', name: 'rollbacks restored the data', counted: 'rollbacks leaving the data as before' },
  { invariant: 'totals', name: 'totals reconcile', counted: 'totals equal to their parts' },
];

/** `ok name: figures` or `FAIL name: figures`, then each failure indented. */
export function formatCheck(check: CheckResult): string {
  return [`${check.ok ? 'ok' : 'FAIL'} ${check.name}: ${check.figures}`, ...check.failures.map((f) => `    ${f}`)].join('\n');
}

/**
 * The soak's verdict once the week is over: no 5xx answer (a retryable fault is a 429 or 503 with
 * Retry-After, and the client retried it), every step of the week done, then every promise of the ledger
 * proved by reads made now.
 */
export async function runChecks(ledger: Ledger, log: AnswerLog, missingRetryAfter: readonly string[]): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  // S3's own InternalError to a presigned upload is AWS's answer, not ours: the client tries it again.
  const fiveHundreds = log.byRoute((a) => a.status >= 500 && a.status !== 503 && !isS3Call(a.route));
  const count500 = [...fiveHundreds.values()].reduce((s, n) => s + n, 0);
  const s3Faults = log.answers.filter((a) => a.status >= 500 && isS3Call(a.route)).length;
  const retryable = log.answers.filter((a) => a.status === 429 || a.status === 503).length;
  results.push({
    name: 'no 500',
    ok: count500 === 0,
    figures: `${log.answers.length} answers, ${count500} 5xx other than 503, ${retryable} retryable 429/503, ${s3Faults} S3 faults to uploads, ${log.retries} retries`,
    failures: [...fiveHundreds].map(([route, n]) => `${route}: ${n}`),
  });
  results.push({
    name: 'retryable answers name Retry-After',
    ok: missingRetryAfter.length === 0,
    figures: `${retryable} retryable answers, ${missingRetryAfter.length} without Retry-After`,
    failures: [...new Set(missingRetryAfter)],
  });
  const failedSteps = ledger.steps.filter((s) => !s.ok);
  results.push({
    name: 'every step of the week done',
    ok: failedSteps.length === 0,
    figures: `${ledger.steps.length - failedSteps.length} of ${ledger.steps.length} steps`,
    failures: failedSteps.map((s) => `${s.step}: ${s.reason ?? 'failed'}`),
  });

  for (const { invariant, name, counted } of INVARIANTS) {
    const promises = ledger.promises.filter((p) => p.invariant === invariant);
    const failures: string[] = [];
    for (const p of promises) {
      let wrong: string | undefined;
      try {
        wrong = await p.probe();
      } catch (error) {
        wrong = `its read failed: ${(error as Error).message}`;
      }
      if (wrong !== undefined) failures.push(`${p.label}: ${wrong}`);
    }
    // A check with nothing to prove proves nothing: the step that should have promised it failed.
    const ok = promises.length > 0 && failures.length === 0;
    results.push({ name, ok, figures: `${promises.length - failures.length} of ${promises.length} ${counted}`, failures: promises.length === 0 ? ['nothing to check: the steps that make it did not run'] : failures });
  }
  return results;
}
