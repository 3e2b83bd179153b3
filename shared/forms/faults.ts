import type { SubmittedField } from './form-fields.ts';

/** Fields as the fault and comment rules read them: a spec-shaped subset of a submitted field. */
export type RuleField = Pick<SubmittedField, 'label' | 'category' | 'style' | 'type' | 'value' | 'hidden' | 'remarks' | 'resolved'> & { fieldId?: string };

/**
 * A fault (spec part 2 §5, fleet-rules "Inspections"): a `Pass / Fail` field whose value is `false`, not
 * hidden, whose `type` is not `Trailer`. `countOfFailedFormFields` is their number.
 */
export function isFault(field: RuleField): boolean {
  return field.style === 'Pass / Fail' && field.value === false && field.hidden !== true && field.type !== 'Trailer';
}

export function faultsOf<F extends RuleField>(fields: readonly F[]): F[] {
  return fields.filter(isFault);
}

export function countOfFailedFormFields(fields: readonly RuleField[]): number {
  return faultsOf(fields).length;
}

/** Driver comments: non-empty `Comment` fields, and failed `Pass / Fail` fields that have remarks. */
export function isDriverComment(field: RuleField): boolean {
  if (field.style === 'Comment') return typeof field.value === 'string' && field.value.trim() !== '';
  return field.style === 'Pass / Fail' && field.value === false && (field.remarks ?? '').trim() !== '';
}

export function driverCommentsOf<F extends RuleField>(fields: readonly F[]): F[] {
  return fields.filter(isDriverComment);
}

/** Unresolved faults of a submission: what keeps it on the tractor's prior-7-day list. */
export function unresolvedFaultsOf<F extends RuleField>(fields: readonly F[]): F[] {
  return faultsOf(fields).filter((f) => f.resolved !== true);
}
