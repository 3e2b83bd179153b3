import * as z from 'zod';
import { readTypedDate, TYPED_DATE_FORMATS } from '#shared/validation/typed-date';

const name = (label: string) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(80, `${label} is at most 80 characters.`);

const PAST_DATE = `Birth date must be a real past date as ${TYPED_DATE_FORMATS}.`;

/** The user profile form (spec part 1 §3.1), validated the same way in the browser and the API. */
export const profileUpdateSchema = z
  .object({
    fName: name('First name'),
    lName: name('Last name'),
    dName: z.string().trim().max(80, 'Display name is at most 80 characters.').default(''),
    bDate: z
      .string()
      .max(10, PAST_DATE)
      .trim()
      .transform((v, ctx) => {
        const read = readTypedDate(v);
        if (v === '' || (read.ok && isPastIsoDate(read.iso))) return read.ok ? read.iso : '';
        ctx.addIssue({ code: 'custom', message: PAST_DATE });
        return z.NEVER;
      })
      .default(''),
    email: z.string().max(254, 'Contact e-mail is at most 254 characters.').trim().toLowerCase().pipe(z.email('Contact e-mail is not a valid e-mail address.')),
    /** Optimistic lock: the version the form was loaded with. */
    version: z.number().int().min(0).optional(),
  })
  .strict();

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

function isPastIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now() && date.getUTCFullYear() >= 1900;
}
