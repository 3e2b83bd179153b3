import * as z from 'zod';

/** US zones first (the fleets we serve), then every other zone the runtime knows. */
export const US_TIME_ZONES = [
  'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles',
  'America/Anchorage', 'Pacific/Honolulu', 'America/Detroit', 'America/Indiana/Indianapolis', 'America/Boise',
] as const;

function knownZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...US_TIME_ZONES, ...all.filter((zone) => !(US_TIME_ZONES as readonly string[]).includes(zone))];
}

let zones: readonly string[] | undefined;
/** Every zone a company may choose, US zones first. */
export function timeZoneChoices(): readonly string[] {
  zones ??= knownZones();
  return zones;
}

export const timeZoneField = z
  .string({ error: 'timeZone is required.' })
  .trim()
  .max(64, 'timeZone is at most 64 characters.')
  .refine((zone) => timeZoneChoices().includes(zone), 'timeZone must be a time zone such as America/Chicago.');

const text = (label: string, max: number) => z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} is at most ${max} characters.`);
const email = (label: string) => z.string({ error: `${label} is required.` }).trim().max(254, `${label} is at most 254 characters.`).pipe(z.email(`${label} must be an e-mail address.`));

export const addressSchema = z.strictObject({
  street: text('address.street', 200),
  city: text('address.city', 100),
  state: z.string({ error: 'address.state is required.' }).trim().max(2, 'address.state must be a 2-letter state code.').toUpperCase().regex(/^[A-Z]{2}$/, 'address.state must be a 2-letter state code.'),
  zip: z.string({ error: 'address.zip is required.' }).trim().max(10, 'address.zip must be 5 or 9 digits (12345 or 12345-6789).').regex(/^\d{5}(?:-\d{4})?$/, 'address.zip must be 5 or 9 digits (12345 or 12345-6789).'),
});
export type CompanyAddress = z.infer<typeof addressSchema>;

/**
 * `PUT /company/profile` (part 1 §7 updateCompanyProfile, without credentials): every field optional, at least
 * one besides `version`; `version` is the profile's version the owner read (a profile changed since is 409).
 * The fuel card mailbox list is trimmed. AFP vendors and export columns stay on `PUT /pay-settings`.
 */
export const companyProfileBody = z
  .strictObject({
    companyName: text('companyName', 120).optional(),
    companyEmail: email('companyEmail').optional(),
    address: addressSchema.optional(),
    timeZone: timeZoneField.optional(),
    accountActive: z.boolean({ error: 'accountActive must be true or false.' }).optional(),
    timekeepingEnabled: z.boolean({ error: 'timekeepingEnabled must be true or false.' }).optional(),
    wexDailyEmailAddresses: z.array(email('wexDailyEmailAddresses'), { error: 'wexDailyEmailAddresses must be a list.' }).max(10, 'wexDailyEmailAddresses holds at most 10 addresses.').optional(),
    version: z.number({ error: 'version is required.' }).int('version must be a whole number.').min(0, 'version must be 0 or more.').max(1_000_000_000, 'version is too large.'),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'version'), { message: 'Nothing to change: send at least one profile field.', path: ['companyName'] });
export type CompanyProfileBody = z.infer<typeof companyProfileBody>;

export const PROFILE_FIELDS = ['companyName', 'companyEmail', 'address', 'timeZone', 'accountActive', 'timekeepingEnabled', 'wexDailyEmailAddresses'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile the setup page edits (never a credential). */
export interface CompanyProfileView {
  companyId: string;
  companyName: string;
  companyEmail: string;
  address: CompanyAddress | null;
  timeZone: string;
  /** True when the company has chosen its zone; otherwise `timeZone` is the default one. */
  timeZoneChosen: boolean;
  accountActive: boolean;
  timekeepingEnabled: boolean;
  wexDailyEmailAddresses: string[];
  afpVendors: string[];
  version: number;
}

/** Names of the fields a save changed (compared as JSON), in the form's order: the support e-mail names these, never their values. */
export function changedProfileFields(before: Partial<Record<ProfileField, unknown>>, changes: Partial<Record<ProfileField, unknown>>): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => changes[field] !== undefined && JSON.stringify(changes[field]) !== JSON.stringify(before[field] ?? null));
}
