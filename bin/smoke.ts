/**
 * Smoke test of a deployed stage: `npm run smoke -- --url https://HOST --email E --password P`.
 * Read-only; prints `ok <step> (<ms> ms)` or `FAIL <step>: <reason>` per step and exits 0 only when
 * every step passed (1 when one failed, 2 for bad arguments). See lib/smoke/journey.ts.
 */
import { smokeCommand } from '#lib/smoke/cli';

const code = await smokeCommand(
  process.argv.slice(2),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
);
// A call abandoned at its deadline (an SDK request has no signal) must not hold the command open.
process.exit(code);
