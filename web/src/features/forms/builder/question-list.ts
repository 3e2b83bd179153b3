import type { FormFieldDef } from '#shared/forms/form-fields';

/** Categories in the order they first appear, each with its questions and their places in the form. */
export function groupByCategory(fields: readonly FormFieldDef[]): Array<{ category: string; items: Array<{ field: FormFieldDef; index: number }> }> {
  const groups = new Map<string, Array<{ field: FormFieldDef; index: number }>>();
  fields.forEach((field, index) => groups.set(field.category, [...(groups.get(field.category) ?? []), { field, index }]));
  return [...groups].map(([category, items]) => ({ category, items }));
}

/** Swaps a question with the previous (-1) or next (+1) question of its own category; the form order otherwise stays. */
export function moveInCategory(fields: readonly FormFieldDef[], index: number, step: -1 | 1): FormFieldDef[] {
  const category = fields[index]?.category;
  let other = index + step;
  while (other >= 0 && other < fields.length && fields[other]!.category !== category) other += step;
  if (category === undefined || other < 0 || other >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** A key from the question's words (`Service brakes` → `service-brakes`), made unique within the form. */
export function keyFromLabel(label: string, taken: readonly string[]): string {
  const base = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 34) || 'question';
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
}

/** The API's error keys of one question (`formFields.3.options`) as `{ options }`. */
export function questionErrors(fields: Record<string, string>, index: number): Record<string, string> {
  const prefix = `formFields.${index}.`;
  return Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
}
