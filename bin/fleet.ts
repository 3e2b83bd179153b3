/**
 * What-if fleet command: `npm run -s fleet -- reminders|documents|ivmr|ifta|timecards|faults FILE.json` prints
 * the full result of one fleet calculation as JSON. Input problems and refusals exit 2 naming the field
 * on stderr, with nothing on stdout.
 */
import { readFileSync } from 'node:fs';
import { computeDocuments } from '#shared/fleet/documents';
import { FleetInputError } from '#shared/fleet/errors';
import { computeIfta } from '#shared/fleet/ifta';
import { computeIvmr } from '#shared/fleet/ivmr';
import { computeReminders } from '#shared/fleet/reminders';
import { computeTimecards } from '#shared/fleet/timecards';
import { computeFaultReport } from '#shared/forms/fault-report';

const COMMANDS: Record<string, (input: never) => unknown> = {
  reminders: computeReminders,
  documents: computeDocuments,
  ivmr: computeIvmr,
  ifta: computeIfta,
  timecards: computeTimecards,
  faults: computeFaultReport,
};

const USAGE = `usage: fleet ${Object.keys(COMMANDS).join('|')} FILE.json   (FILE may be - for standard input)`;
const BYTE_ORDER_MARK = '\uFEFF';

class InputProblem extends Error {}

function readInput(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new InputProblem(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (text.startsWith(BYTE_ORDER_MARK)) text = text.slice(BYTE_ORDER_MARK.length);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputProblem(`${file}: not valid JSON: ${(error as Error).message}`);
  }
}

function run(command: (input: never) => unknown, file: string): string {
  const input = readInput(file);
  try {
    return JSON.stringify(command(input as never), null, 2);
  } catch (error) {
    if (error instanceof FleetInputError) throw new InputProblem(`${file}: refused:\n${error.message.split('\n').map((line) => `  ${line}`).join('\n')}`);
    throw error;
  }
}

function main(args: readonly string[]): number {
  const [name, file, ...rest] = args;
  const command = name === undefined || !Object.hasOwn(COMMANDS, name) ? undefined : COMMANDS[name];
  if (!command || !file || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    process.stdout.write(`${run(command, file)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof InputProblem)) throw error;
    process.stderr.write(`fleet: ${error.message}\n`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
