import * as z from 'zod';
import { isTimeZone, TIME_ZONE_MAX_LENGTH } from '#shared/dates/time-zone';

export { timeZones, US_TIME_ZONES } from '#shared/dates/time-zone';

/** The 50 states and DC, by postal code: where a US trucking company has its office. */
export const US_STATES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
];

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} is at most ${max} characters.`);

/** A US postal address: 2-letter state, 5- or 9-digit ZIP (`12345` or `12345-6789`). */
export const usAddressSchema = z
  .object({
    street: text('Street', 120),
    city: text('City', 60),
    state: z
      .string({ error: 'State is required.' })
      .max(2, 'State is a 2-letter code such as TX.')
      .trim()
      .toUpperCase()
      .refine((s) => US_STATES.includes(s), 'State is a 2-letter code such as TX.'),
    zip: z
      .string({ error: 'ZIP code is required.' })
      .max(10, 'ZIP code is 5 digits, or 5 and 4 (12345-6789).')
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'ZIP code is 5 digits, or 5 and 4 (12345-6789).'),
  })
  .strict();

export type UsAddress = z.infer<typeof usAddressSchema>;

/** An IANA time zone this runtime can compute with (Chicago's `America/Chicago`, not `CST`). */
export const timeZoneSchema = z
  .string({ error: 'Time zone is required.' })
  .max(TIME_ZONE_MAX_LENGTH, 'Time zone is not one we know.')
  .trim()
  .min(1, 'Time zone is required.')
  .refine((zone) => isTimeZone(zone), 'Time zone is not one we know.');
