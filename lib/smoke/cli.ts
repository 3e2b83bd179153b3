import { ConsoleLogger } from 'aws-amplify/utils';
import { parseSmokeArguments, SMOKE_USAGE } from './arguments.ts';
import { formatStep, runSmoke, SMOKE_STEPS } from './journey.ts';

/** Exit codes: every step passed, a step failed, the arguments were refused (nothing was run). */
export const SMOKE_EXIT = { passed: 0, failed: 1, usage: 2 } as const;

/**
 * `npm run smoke -- --url URL --email E --password P`: one line per step on `out`, argument problems
 * on `err`, and the exit code.
 */
export async function smokeCommand(argv: readonly string[], out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const parsed = parseSmokeArguments(argv);
  if (!parsed.ok) {
    if ('help' in parsed) {
      out(SMOKE_USAGE);
      out(`Runs a read-only journey against a deployed stage, one line per step: ${SMOKE_STEPS.join(', ')}.`);
      return SMOKE_EXIT.passed;
    }
    for (const problem of parsed.problems) err(`smoke: ${problem}`);
    err(SMOKE_USAGE);
    return SMOKE_EXIT.usage;
  }
  // One line per step: Amplify's own warnings (the local cloud's custom Cognito endpoint) stay out of it.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  const report = await runSmoke(parsed.args, { onStep: (result) => out(formatStep(result)) });
  return report.passed ? SMOKE_EXIT.passed : SMOKE_EXIT.failed;
}
