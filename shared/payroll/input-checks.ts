import { sign } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';

/**
 * Checks the what-if scenario and the statement import share (pay-rules.md, "input the engine
 * refuses"), so a trip both refuse is refused for the same reason.
 */

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** Why a trip's MilesQTY cannot be paid on, or undefined: it must be numeric ("212 mi" is not) and 0 or more. */
export function milesProblem(value: unknown): string | undefined {
  const miles = readNumeric(value);
  if (miles === undefined) return `${shown(value)} is not a number`;
  return sign(miles) < 0 ? 'must be 0 or more' : undefined;
}

/** Remembers where each key first appeared, to name the earlier place when it comes again. */
export class FirstSeen<Where> {
  private readonly places = new Map<string, Where>();

  /** Where the key appeared before; the first time, undefined (and this place is remembered). */
  earlier(key: string, where: Where): Where | undefined {
    if (this.places.has(key)) return this.places.get(key);
    this.places.set(key, where);
    return undefined;
  }
}
