import type { FieldErrors } from '#web/features/payroll/common/field-errors.ts';

/** Field errors that belong to no visible field (e.g. rows of an imported file), as a list. */
export function FieldErrorList({ fields, limit = 20 }: { fields: FieldErrors; limit?: number }) {
  const entries = Object.entries(fields);
  if (entries.length === 0) return null;
  return (
    <ul>
      {entries.slice(0, limit).map(([key, message]) => (
        <li key={key}>
          <code>{key}</code>: {message}
        </li>
      ))}
      {entries.length > limit && <li>…</li>}
    </ul>
  );
}
