/**
 * What-if pay command: `npm run -s payroll -- simulate FILE.json` prints the pay engine's full result
 * for one scenario as JSON. Input problems exit 2 with the field's path on stderr and nothing on stdout.
 */
import { readFileSync } from 'node:fs';
import { computePayWeek } from '#shared/payroll/pay-week';
import { PayInputError } from '#shared/payroll/errors';
import { listedProblems } from '#shared/payroll/problem-list';
import { parseScenario } from '#shared/payroll/scenario-schema';

const USAGE = 'usage: payroll simulate FILE.json   (FILE may be - for standard input)';

class InputProblem extends Error {}

const BYTE_ORDER_MARK = '\uFEFF';

/** The file's text without a leading UTF-8 byte-order mark, which editors on Windows often write. */
function readScenarioText(file: string): string {
  try {
    const text = readFileSync(file === '-' ? 0 : file, 'utf8');
    return text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text;
  } catch (error) {
    throw new InputProblem(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function simulate(file: string): string {
  let json: unknown;
  try {
    json = JSON.parse(readScenarioText(file));
  } catch (error) {
    if (error instanceof InputProblem) throw error;
    throw new InputProblem(`${file}: not valid JSON: ${(error as Error).message}`);
  }
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new InputProblem(`${file}: invalid scenario:\n${listedProblems(parsed.problems).map((p) => `  ${p}`).join('\n')}`);
  try {
    return JSON.stringify(computePayWeek(parsed.scenario), null, 2);
  } catch (error) {
    if (error instanceof PayInputError) throw new InputProblem(`${file}: invalid scenario:\n  ${error.message}`);
    throw error;
  }
}

function main(args: readonly string[]): number {
  const [command, file, ...rest] = args;
  if (command !== 'simulate' || !file || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    process.stdout.write(`${simulate(file)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof InputProblem)) throw error;
    process.stderr.write(`payroll: ${error.message}\n`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
