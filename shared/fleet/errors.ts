import type * as z from 'zod';
import { listedProblems } from '#shared/payroll/problem-list';

/** Input a fleet calculation refuses: each problem names its field by path (`programs[0].intervalMiles`). */
export class FleetInputError extends Error {
  override readonly name = 'FleetInputError';
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(listedProblems(problems).join('\n'));
    this.problems = problems;
  }
}

/** A refusal of one field: `refuse('fuel', 'no fuel purchases in the quarter')`. */
export function refuse(path: string, detail: string): never {
  throw new FleetInputError([`${path}: ${detail}`]);
}

/** `positions[2].odometer` for the path ['positions', 2, 'odometer']. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `${text === '' ? '' : '.'}${String(key)}`;
  return text === '' ? '(input)' : text;
}

/** The parsed input, or a FleetInputError listing every problem. */
export function parseOrRefuse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new FleetInputError(result.error.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`));
}
