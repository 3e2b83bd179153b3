import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { typedDate } from '#shared/validation/typed-date';
import { usPhone } from '#shared/validation/us-phone';
import { domicileCodes } from './tractor-api.ts';

const name = (label: string) => z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(60, 'At most 60 characters.');

/** A phone as typed: empty, or a US number by the one phone rule. */
const phone = usPhone('Phone');

/**
 * The driver file fields (dispatch edits them); pay settings stay in payroll's editor, so this body
 * cannot touch them.
 */
const driverFileFields = {
  FirstName: name('First name'),
  LastName: name('Last name'),
  DisplayName: z.string().trim().max(120, 'At most 120 characters.').optional(),
  Active: z.boolean().default(true),
  TermStatus: z.boolean().default(false),
  Domicile: domicileCodes.default(''),
  Phone: phone.default(''),
  HireDate: typedDate('Hire date').optional(),
  OriginalHireDate: typedDate('Original hire date').optional(),
  TermDate: typedDate('Term date').optional(),
  cdlExpDate: typedDate('CDL expiry date').optional(),
  medExpDate: typedDate('Medical card expiry date').optional(),
  uid: z.string().trim().max(128, 'At most 128 characters.').optional(),
};

export const driverFileBody = z.object({ ...driverFileFields, version: z.number({ error: 'version is required: reload and try again.' }).int().min(0).max(1_000_000_000) }).strict();
export const newDriverFileBody = z.object({ DriverID: z.string().trim().max(7, 'A driver ID is 7 digits.').regex(/^\d{7}$/, 'A driver ID is 7 digits.'), ...driverFileFields }).strict();
export type DriverFileEdit = z.infer<typeof driverFileBody>;
export type NewDriverFile = z.infer<typeof newDriverFileBody>;

/** Optional dates a file edit may clear. */
export const DRIVER_FILE_DATES = ['HireDate', 'OriginalHireDate', 'TermDate', 'cdlExpDate', 'medExpDate', 'uid'] as const;

export const driverFileParams = z.object({ driverId: id('DriverID', 20) });
export const userParams = z.object({ userId: id('userId') });

/** A driver's file as the fleet screens show it: no pay settings. */
export interface DriverFile {
  DriverID: string;
  uid?: string;
  FirstName: string;
  LastName: string;
  DisplayName: string;
  Active: boolean;
  TermStatus: boolean;
  Domicile: string;
  Phone: string;
  HireDate?: string;
  OriginalHireDate?: string;
  TermDate?: string;
  cdlExpDate?: string;
  medExpDate?: string;
  version: number;
}

export const DRIVER_FILE_KEYS = ['DriverID', 'uid', 'FirstName', 'LastName', 'DisplayName', 'Active', 'TermStatus', 'Domicile', 'Phone', 'HireDate', 'OriginalHireDate', 'TermDate', 'cdlExpDate', 'medExpDate', 'version'] as const;

/** Only the file's fields of a stored driver (never his pay settings). */
export function driverFileOf(item: Record<string, unknown>): DriverFile {
  const file = Object.fromEntries(DRIVER_FILE_KEYS.filter((k) => item[k] !== undefined).map((k) => [k, item[k]]));
  return { version: 1, ...file } as DriverFile;
}
