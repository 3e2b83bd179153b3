/**
 * What-if pay command: `npm run -s payroll -- simulate FILE.json [--per-diem-plan share|advance]` prints
 * the pay engine's full result for one scenario as JSON, each pay document with what the driver is paid
 * under the per diem plan (the option, else the scenario's company.perDiemPlan, else share). Input
 * problems exit 2 with the field's path on stderr and nothing on stdout.
 */
import { readFileSync } from 'node:fs';
import { computePayWeek } from '#shared/payroll/pay-week';
import { PayInputError } from '#shared/payroll/errors';
import { payWeekWithPaid } from '#shared/payroll/paid-result';
import { PER_DIEM_PLANS, type PerDiemPlan } from '#shared/payroll/per-diem-plan';
import { listedProblems } from '#shared/payroll/problem-list';
import { parseScenario } from '#shared/payroll/scenario-schema';

const USAGE = 'usage: payroll simulate FILE.json [--per-diem-plan share|advance]   (FILE may be - for standard input)';
const PLAN_OPTION = '--per-diem-plan';

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

function simulate(file: string, planOption: PerDiemPlan | undefined): string {
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
    return JSON.stringify(payWeekWithPaid(computePayWeek(parsed.scenario), planOption ?? parsed.perDiemPlan), null, 2);
  } catch (error) {
    if (error instanceof PayInputError) throw new InputProblem(`${file}: invalid scenario:\n  ${error.message}`);
    throw error;
  }
}

/** The file and the plan option (`--per-diem-plan advance` or `--per-diem-plan=advance`, anywhere after the command); undefined for a wrong command line. */
function commandLine(args: readonly string[]): { file: string; plan: PerDiemPlan | undefined } | undefined {
  const [command, ...rest] = args;
  if (command !== 'simulate') return undefined;
  const files: string[] = [];
  let value: string | undefined;
  let named = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === PLAN_OPTION || arg.startsWith(`${PLAN_OPTION}=`)) {
      if (named) return undefined;
      named = true;
      value = arg === PLAN_OPTION ? rest[++i] : arg.slice(PLAN_OPTION.length + 1);
    } else files.push(arg);
  }
  if (files.length !== 1) return undefined;
  if (!named) return { file: files[0]!, plan: undefined };
  const plan = PER_DIEM_PLANS.find((p) => p === value);
  if (!plan) throw new InputProblem(`${PLAN_OPTION}: expected "share" or "advance", got ${value === undefined ? 'nothing' : JSON.stringify(value)}`);
  return { file: files[0]!, plan };
}

function main(args: readonly string[]): number {
  try {
    const line = commandLine(args);
    if (!line) {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    process.stdout.write(`${simulate(line.file, line.plan)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof InputProblem)) throw error;
    process.stderr.write(`payroll: ${error.message}\n`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
