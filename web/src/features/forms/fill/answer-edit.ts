import type { AnswerBody } from '#shared/forms/answers';
import type { FormFieldDef } from '#shared/forms/form-fields';

export type AnswerPatch = Partial<Omit<AnswerBody, 'fieldId'>>;

/** The answers with one of them changed; an answer left with nothing in it is dropped. */
export function patchAnswer(answers: readonly AnswerBody[], fieldId: string, patch: AnswerPatch): AnswerBody[] {
  const current = answers.find((a) => a.fieldId === fieldId) ?? { fieldId };
  const next: AnswerBody = { ...current, ...patch };
  for (const key of ['value', 'remarks', 'photos'] as const) {
    const v = next[key];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) delete next[key];
  }
  const empty = next.value === undefined && next.remarks === undefined && next.photos === undefined;
  const others = answers.filter((a) => a.fieldId !== fieldId);
  if (empty) return others;
  const index = answers.findIndex((a) => a.fieldId === fieldId);
  if (index < 0) return [...answers, next];
  return answers.map((a) => (a.fieldId === fieldId ? next : a));
}

/**
 * A Pass / Fail choice. A Pass drops the remarks and photos of an earlier Fail: photos only go with a
 * failed item, and remarks on a passed item would read as a defect in the review.
 */
export function passFailPatch(passed: boolean): AnswerPatch {
  return passed ? { value: true, remarks: undefined, photos: undefined } : { value: false };
}

/** The questions the person sees, grouped by category in the order the form first names each category. */
export function visibleByCategory(questions: readonly FormFieldDef[]): { category: string; questions: FormFieldDef[] }[] {
  const groups = new Map<string, FormFieldDef[]>();
  for (const q of questions) {
    if (q.hidden) continue;
    const list = groups.get(q.category) ?? [];
    list.push(q);
    groups.set(q.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, questions: list }));
}
