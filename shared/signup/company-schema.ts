import * as z from 'zod';
import { timeZoneSchema, usAddressSchema } from './us-address.ts';

export { US_STATES, timeZones, usAddressSchema, timeZoneSchema, type UsAddress } from './us-address.ts';

const companyName = z
  .string({ error: 'Company name is required.' })
  .trim()
  .min(1, 'Company name is required.')
  .max(120, 'Company name is at most 120 characters.');

const companyEmail = z
  .string({ error: 'Company e-mail is required.' })
  .max(254, 'Company e-mail is at most 254 characters.')
  .trim()
  .toLowerCase()
  .pipe(z.email('Company e-mail is not a valid e-mail address.'));

/** Create company (spec part 1 §7 createCompanyProfile): the signed-up user's company, read by the form and the API. */
export const createCompanyBody = z
  .object({
    companyName,
    companyEmail,
    address: usAddressSchema,
    timeZone: timeZoneSchema,
  })
  .strict();

export type CreateCompanyBody = z.infer<typeof createCompanyBody>;

export interface CreatedCompany {
  companyId: string;
  companyName: string;
}

/** Fields the company profile shares with sign-up, for the profile form's schema. */
export const companyFields = { companyName, companyEmail, address: usAddressSchema, timeZone: timeZoneSchema } as const;
