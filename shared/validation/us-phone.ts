import * as z from 'zod';

/**
 * The one US phone rule: ten digits, written with spaces, dashes, dots or parentheses where a number
 * has them, after an optional country code 1 or +1 (`(806) 555-0101`, `806.555.0101`, `+1 806 555 0101`).
 * A stray sign or grouping is not a number ("-1234567890" is refused).
 */
const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\((\d{3})\)|(\d{3}))[\s.-]?(\d{3})[\s.-]?(\d{4})$/;

/** The ten digits of a US phone number as typed; null when it is not one. */
export function phoneDigits(text: string): string | null {
  const match = US_PHONE.exec(text.trim());
  return match ? `${match[1] ?? match[2]}${match[3]}${match[4]}` : null;
}

/** `(806) 555-0101`; `N/A` when there is no number. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = phone ? phoneDigits(phone) : null;
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : 'N/A';
}

export const PHONE_EXAMPLE = '(806) 555-0101';

/** A phone field that may be left empty: as typed (trimmed), refused naming the field unless it is a US number. */
export function usPhone(label: string) {
  return z
    .string()
    .trim()
    .max(30, `${label} is at most 30 characters.`)
    .refine((p) => p === '' || phoneDigits(p) !== null, `${label} is a 10-digit US number such as ${PHONE_EXAMPLE}.`)
    .meta({ label });
}
