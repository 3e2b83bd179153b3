import * as z from 'zod';
import { US_STATES } from '#shared/signup/us-address';
import { phoneDigits, usPhone } from '#shared/validation/us-phone';

/** The address book's three lists (spec part 1 §2 /company-address-book). */
export const ADDRESS_BOOK_KINDS = ['vendor', 'shop', 'customer'] as const;
export type AddressBookKind = (typeof ADDRESS_BOOK_KINDS)[number];

export const MAX_ENTRY_EMAILS = 10;
/** A company's whole address book; the list answers at most this many entries of a kind. */
export const MAX_ENTRIES_PER_KIND = 1_000;

const text = (label: string, max: number) => z.string().max(max, `${label} is at most ${max} characters.`).trim();

const email = z.string().max(254, 'An e-mail is at most 254 characters.').trim().toLowerCase().pipe(z.email('An e-mail is not a valid e-mail address.'));

/** An entry as the form sends it; the server stores what `normalizeEntry` makes of it. */
export const entryBody = z
  .object({
    kind: z.enum(ADDRESS_BOOK_KINDS, 'Kind is vendor, shop or customer.'),
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(120, 'Name is at most 120 characters.'),
    phone: usPhone('Phone').default(''),
    emails: z
      .array(z.string().max(254, 'An e-mail is at most 254 characters.'), 'E-mails are a list.')
      .max(MAX_ENTRY_EMAILS * 2, `At most ${MAX_ENTRY_EMAILS} e-mails.`)
      .transform((list) => list.map((e) => e.trim()).filter((e) => e !== ''))
      .pipe(z.array(email).max(MAX_ENTRY_EMAILS, `At most ${MAX_ENTRY_EMAILS} e-mails.`))
      .default([]),
    street: text('Street', 120).default(''),
    city: text('City', 60).default(''),
    state: text('State', 2)
      .toUpperCase()
      .refine((s) => s === '' || US_STATES.includes(s), 'State is a 2-letter code such as TX.')
      .default(''),
    zip: text('ZIP code', 10)
      .refine((z) => z === '' || /^\d{5}(-\d{4})?$/.test(z), 'ZIP code is 5 digits, or 5 and 4 (12345-6789).')
      .default(''),
    notes: text('Notes', 1_000).default(''),
    /** Optimistic lock on edits: the version the form was loaded with. */
    version: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict();

export type EntryBody = z.infer<typeof entryBody>;

export interface AddressBookEntryView {
  entryId: string;
  kind: AddressBookKind;
  name: string;
  /** 10 digits, or '' when none. */
  phone: string;
  emails: string[];
  street: string;
  city: string;
  state: string;
  zip: string;
  notes: string;
  version: number;
  updatedAt?: string;
}

export type NormalizedEntry = Omit<AddressBookEntryView, 'entryId' | 'version' | 'updatedAt'>;

/**
 * What is stored: vendor names trimmed and upper-cased (the fuel and repair files match vendors that way),
 * phone as its 10 digits, e-mails trimmed, lower-cased and without repeats.
 */
export function normalizeEntry(body: EntryBody): NormalizedEntry {
  const name = body.name.trim().replace(/\s+/g, ' ');
  return {
    kind: body.kind,
    name: body.kind === 'vendor' ? name.toUpperCase() : name,
    phone: phoneDigits(body.phone) ?? '',
    emails: [...new Set(body.emails.map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))],
    street: body.street.trim(),
    city: body.city.trim(),
    state: body.state.trim().toUpperCase(),
    zip: body.zip.trim(),
    notes: body.notes.trim(),
  };
}

/** An entry id names its list (`vendor-…`), so a path alone finds the entry. */
export const ENTRY_ID_PATTERN = /^(vendor|shop|customer)-[0-9a-z]{8,40}$/;

export function kindOfEntryId(entryId: string): AddressBookKind | null {
  const match = ENTRY_ID_PATTERN.exec(entryId);
  return match ? (match[1] as AddressBookKind) : null;
}

export const entryParams = z
  .object({ entryId: z.string().max(64, 'This is not an address book entry.').regex(ENTRY_ID_PATTERN, 'This is not an address book entry.') })
  .strict();

export const addressBookQuery = z.object({ kind: z.enum(ADDRESS_BOOK_KINDS, 'kind is vendor, shop or customer.').optional() }).strict();
