import * as z from 'zod';
import { FORM_LIMITS, type FormFieldDef, type SubmittedField } from './form-fields.ts';

/** One answer as a client sends it. `value` by style: see SubmittedField. */
export const answerBody = z.strictObject({
  fieldId: z.string({ error: 'Each answer names its question: its field id is required.' }).max(40, 'A field id is at most 40 characters.'),
  value: z.union([z.boolean(), z.number().min(-1e9).max(1e9), z.string().max(FORM_LIMITS.answer, `An answer is at most ${FORM_LIMITS.answer} characters.`), z.null()]).optional(),
  remarks: z.string().trim().max(FORM_LIMITS.answer, `Remarks are at most ${FORM_LIMITS.answer} characters.`).optional(),
  photos: z.array(z.string().max(512)).max(FORM_LIMITS.photosPerField, `At most ${FORM_LIMITS.photosPerField} photos an answer.`).optional(),
});
export type AnswerBody = z.infer<typeof answerBody>;

export const answersBody = z.array(answerBody).max(FORM_LIMITS.fields, `At most ${FORM_LIMITS.fields} answers.`);

/** Errors keyed as the API names fields: `answers.{fieldId}` (`.remarks`, `.photos` for what a Fail needs). */
export type AnswerErrors = Record<string, string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

function isBlank(answer: AnswerBody | undefined, field: FormFieldDef): boolean {
  if (!answer) return true;
  if (field.style === 'Photo' || field.style === 'Signature') return (answer.photos?.length ?? 0) === 0;
  return answer.value === undefined || answer.value === null || (typeof answer.value === 'string' && answer.value.trim() === '');
}

/** Why a non-blank value does not fit its question, or undefined when it fits. */
function valueProblem(field: FormFieldDef, value: AnswerBody['value']): string | undefined {
  switch (field.style) {
    case 'Pass / Fail':
      return typeof value === 'boolean' ? undefined : 'Answer Pass or Fail.';
    case 'Number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number.';
      if (field.min !== undefined && value < field.min) return `The safe range is ${field.min} to ${field.max ?? 'any'}.`;
      if (field.max !== undefined && value > field.max) return `The safe range is ${field.min ?? 'any'} to ${field.max}.`;
      return undefined;
    case 'Date':
      return typeof value === 'string' && isRealDate(value) ? undefined : 'Enter a date as YYYY-MM-DD.';
    case 'Select':
      return typeof value === 'string' && (field.options ?? []).includes(value) ? undefined : 'Choose one of the options.';
    case 'Text':
    case 'Comment':
      return typeof value === 'string' ? undefined : 'Enter text.';
    case 'Photo':
    case 'Signature':
      return value === undefined || value === null ? undefined : 'Photos and signatures are uploaded images, not values.';
  }
}

export interface CheckedAnswers {
  /** Every question of the version, in its order, with its answer (unanswered ones without a value). */
  fields: SubmittedField[];
  errors: AnswerErrors;
}

/**
 * Checks answers against the questions of one form version exactly as a submission is checked: an answer
 * to a question not on the version, a value of the wrong kind or outside the safe range, a missing
 * required answer (when `complete`), or a Fail without the remarks or photo the form asks for. Hidden
 * questions are not shown to the person filling the form and are never required; a value given for one
 * (set by the office or an integration) is kept but never counts as a fault. The result copies each question into the answer,
 * so the submission keeps the version's wording for good.
 */
export function checkAnswers(questions: readonly FormFieldDef[], answers: readonly AnswerBody[], options: { complete: boolean }): CheckedAnswers {
  const errors: AnswerErrors = {};
  const byId = new Map<string, AnswerBody>();
  for (const answer of answers) {
    const question = questions.find((q) => q.fieldId === answer.fieldId);
    if (!question) errors[`answers.${answer.fieldId}`] = 'This question is not on the version of the form being filled.';
    else if (byId.has(answer.fieldId)) errors[`answers.${answer.fieldId}`] = 'Answered twice.';
    else byId.set(answer.fieldId, answer);
  }
  const fields = questions.map((q): SubmittedField => {
    const answer = byId.get(q.fieldId);
    const key = `answers.${q.fieldId}`;
    const blank = isBlank(answer, q);
    if (blank && options.complete && q.required && !q.hidden) errors[key] ??= q.style === 'Signature' ? 'A signature is required.' : 'This answer is required.';
    if (!blank && answer) {
      const problem = valueProblem(q, answer.value);
      if (problem) errors[key] ??= problem;
    }
    if ((answer?.photos?.length ?? 0) > 0 && q.style !== 'Photo' && q.style !== 'Signature' && !(q.style === 'Pass / Fail' && answer?.value === false)) {
      errors[`${key}.photos`] ??= 'Photos go with a failed item or a Photo question.';
    }
    if (q.style === 'Signature' && (answer?.photos?.length ?? 0) > 1) errors[`${key}.photos`] ??= 'One signature.';
    if (q.style === 'Pass / Fail' && answer?.value === false && options.complete && !q.hidden) {
      if (q.remarksOnFail && !(answer.remarks ?? '').trim()) errors[`${key}.remarks`] ??= 'Say what is wrong.';
      if (q.photoOnFail && (answer.photos?.length ?? 0) === 0) errors[`${key}.photos`] ??= 'Add a photo of the defect.';
    }
    const base: SubmittedField = { fieldId: q.fieldId, label: q.label, category: q.category, style: q.style, type: q.type, hidden: q.hidden };
    if (!answer) return base;
    const value = blank || q.style === 'Photo' || q.style === 'Signature' ? undefined : typeof answer.value === 'string' ? answer.value.trim() : answer.value;
    return {
      ...base,
      ...(value !== undefined && value !== null ? { value } : {}),
      ...(answer.remarks ? { remarks: answer.remarks } : {}),
      ...(answer.photos?.length ? { photos: [...answer.photos] } : {}),
    };
  });
  return { fields, errors };
}
