import * as z from 'zod';
import { companyFields, timeZones, type UsAddress } from '#shared/signup/company-schema';
import type { TimeZoneSource } from '#shared/company/time-zone';

/** Every zone a company may choose, US zones first: the same list and rule as sign-up's. */
export const timeZoneChoices = timeZones;

const email = (label: string) => z.string({ error: `${label} is required.` }).trim().max(254, `${label} is at most 254 characters.`).pipe(z.email(`${label} must be an e-mail address.`));

export type CompanyAddress = UsAddress;

const WEX_ADDRESSES = 'Fuel card daily file addresses';
const WEX_ADDRESS = 'A fuel card daily file address';

/**
 * `PUT /company/profile` (part 1 §7 updateCompanyProfile, without credentials): every field optional, at least
 * one besides `version`; `version` is the profile's version the owner read (a profile changed since is 409).
 * The fuel card mailbox list is trimmed. AFP vendors and export columns stay on `PUT /pay-settings`.
 */
export const companyProfileBody = z
  .strictObject({
    // Name, e-mail, address and zone follow the rules the company was created with.
    companyName: companyFields.companyName.optional(),
    companyEmail: companyFields.companyEmail.optional(),
    address: companyFields.address.optional(),
    timeZone: companyFields.timeZone.optional(),
    // Labelled as the company profile form labels them.
    accountActive: z.boolean({ error: 'Account active must be yes or no.' }).optional(),
    timekeepingEnabled: z.boolean({ error: 'Timekeeping enabled must be yes or no.' }).optional(),
    wexDailyEmailAddresses: z.array(email(WEX_ADDRESS), { error: `${WEX_ADDRESSES} must be a list.` }).max(10, `${WEX_ADDRESSES} holds at most 10 addresses.`).optional(),
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
  /** True when the company has chosen its zone; otherwise `timeZone` is derived (see `timeZoneSource`). */
  timeZoneChosen: boolean;
  /** Where `timeZone` comes from: chosen, its first domicile, its office's state, or none of those. */
  timeZoneSource: TimeZoneSource;
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
