import * as z from 'zod';
import { parseOrRefuse } from '#shared/fleet/errors';
import { expecting, flag, MAX_ROWS, record, text } from '#shared/fleet/fields';
import { FORM_LIMITS } from './form-fields.ts';
import { isDriverComment, isFault, type RuleField } from './faults.ts';

/**
 * `fleet faults FILE.json`: the fault and driver-comment rules (fleet-rules "Inspections") applied to a
 * submission's fields in the spec's shape, each decision with its reason in plain English.
 */
const answerText = z.string(expecting('a string')).max(FORM_LIMITS.answer);

const field = record({
  fieldId: z.union([z.string().max(FORM_LIMITS.label), z.number()], expecting('a string or a number')).nullish(),
  label: z.string(expecting('a string')).max(FORM_LIMITS.label),
  category: text,
  type: text,
  style: z.string(expecting('a string')).max(FORM_LIMITS.label),
  value: z.union([z.boolean(), z.number(), answerText, z.null()], expecting('true, false, a number, a string or null')).optional(),
  remarks: answerText.nullish(),
  hidden: flag,
  resolved: flag,
});

const faultsInput = record({ formFields: z.array(field, expecting('an array')).max(MAX_ROWS) });
export type FaultsInput = z.input<typeof faultsInput>;

interface Named { index: number; fieldId?: string | number; label: string; category: string | null; type: string | null }
export interface FaultRow extends Named { resolved: boolean; reason: string }
export interface CommentRow extends Named { style: string; comment: string; reason: string }
export interface ExcludedRow extends Named { value: unknown; reason: string }

export interface FaultReport {
  faults: FaultRow[];
  countOfFailedFormFields: number;
  driverComments: CommentRow[];
  unresolvedFaults: FaultRow[];
  /** Every Pass / Fail field that is not a fault, and why. */
  excluded: ExcludedRow[];
}

type Parsed = z.output<typeof field>;

function ruleField(f: Parsed): RuleField {
  return {
    label: f.label, category: f.category ?? '', style: f.style as RuleField['style'], type: (f.type ?? '') as RuleField['type'],
    value: f.value ?? null, hidden: f.hidden === true, ...(f.remarks ? { remarks: f.remarks } : {}), ...(f.resolved === true ? { resolved: true } : {}),
  };
}

/** Why a Pass / Fail field is not a fault, in the order the rule reads it. */
function notFaultReason(f: Parsed): string {
  if (f.value === true) return 'Passed: the value is true.';
  if (f.value === undefined || f.value === null) return 'Not answered: a fault needs the value false.';
  if (f.value !== false) return `Not a fault: the value is ${JSON.stringify(f.value)}, not the boolean false.`;
  if (f.hidden === true) return 'Not a fault: the field is hidden from the person filling the form.';
  return 'Not a fault: a Trailer item is not a fault of the tractor.';
}

function faultReason(f: Parsed): string {
  const what = `"${f.label}" was answered Fail (false), is shown to the person filling the form and is a ${f.type ? `${f.type} item` : 'item without a type'}, not a Trailer item`;
  return f.resolved === true ? `Fault: ${what}; it is resolved.` : `Fault: ${what}; it is not resolved yet.`;
}

function commentReason(f: Parsed): string {
  return f.style === 'Comment' ? 'A Comment field with text.' : 'A failed Pass / Fail item with remarks.';
}

export function computeFaultReport(input: unknown): FaultReport {
  const { formFields } = parseOrRefuse(faultsInput, input);
  const faults: FaultRow[] = [];
  const driverComments: CommentRow[] = [];
  const excluded: ExcludedRow[] = [];
  formFields.forEach((f, index) => {
    const named: Named = { index, ...(f.fieldId !== undefined && f.fieldId !== null ? { fieldId: f.fieldId } : {}), label: f.label, category: f.category ?? null, type: f.type ?? null };
    const rule = ruleField(f);
    if (isFault(rule)) faults.push({ ...named, resolved: f.resolved === true, reason: faultReason(f) });
    else if (f.style === 'Pass / Fail') excluded.push({ ...named, value: f.value ?? null, reason: notFaultReason(f) });
    if (isDriverComment(rule)) driverComments.push({ ...named, style: f.style, comment: f.style === 'Comment' ? String(f.value).trim() : (f.remarks ?? '').trim(), reason: commentReason(f) });
  });
  return { faults, countOfFailedFormFields: faults.length, driverComments, unresolvedFaults: faults.filter((f) => !f.resolved), excluded };
}
