import { FleetInputError } from './errors.ts';
import { idKey } from './fields.ts';
import { sign, toNumber, type Decimal } from '#shared/money/decimal';
import type { ParsedProgram, ParsedReminders } from './reminders-input.ts';

/** The interval miles when the program has a miles dimension (intervalMiles > 0). */
export function milesInterval(program: ParsedProgram): Decimal | undefined {
  return program.intervalMiles !== undefined && sign(program.intervalMiles) > 0 ? program.intervalMiles : undefined;
}

/** The interval days when the program has a days dimension (whole intervalDays > 0). */
export function daysInterval(program: ParsedProgram): number | undefined {
  if (program.intervalDays === undefined || sign(program.intervalDays) <= 0) return undefined;
  const days = toNumber(program.intervalDays);
  return Number.isSafeInteger(days) ? days : undefined;
}

/** Refusals that need the whole input: a program with no dimension, repeated tractor or program ids. */
export function programRefusals(parsed: ParsedReminders): void {
  const problems: string[] = [];
  parsed.programs.forEach((program, index) => {
    if (milesInterval(program) === undefined && daysInterval(program) === undefined) {
      problems.push(`programs[${index}].intervalMiles: a program needs intervalMiles > 0 or whole intervalDays > 0`);
    }
  });
  const repeated = (ids: ReadonlyArray<string | number>, field: string) => {
    const seen = new Set<string>();
    ids.forEach((value, index) => {
      const key = idKey(value);
      if (seen.has(key)) problems.push(`${field}[${index}].id: ${JSON.stringify(value)} is repeated`);
      seen.add(key);
    });
  };
  repeated(parsed.tractors.map((tractor) => tractor.id), 'tractors');
  repeated(parsed.programs.map((program) => program.id), 'programs');
  if (problems.length > 0) throw new FleetInputError(problems);
}
