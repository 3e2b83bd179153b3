import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';
import { checkVin } from './vin.ts';

/** The shop board's columns (spec part 2 §2 /tractor-status). */
export const SERVICE_STATES = ['in-service', 'in-shop', 'out-of-service'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const version = z.number({ error: 'version is required: reload and try again.' }).int().min(0).max(1_000_000_000);

/** A tractor number: exactly 6 letters or digits (spec part 2 §3, §5). */
export const tractorId = labelled(
  z.string({ error: 'Tractor is required.' }).trim().toUpperCase().max(6, 'A tractor number is exactly 6 letters or digits.').regex(/^[A-Z0-9]{6}$/, 'A tractor number is exactly 6 letters or digits.'),
  'Tractor',
);

export const vin = z
  .string({ error: 'VIN is required.' })
  .max(40, 'A VIN is 17 characters.')
  .transform((value, ctx) => {
    const check = checkVin(value);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', message: check.reason });
      return z.NEVER;
    }
    return check.vin;
  });

/** Domicile codes, one or several separated by '/' (e.g. PHX or PHX/ELP). */
export const domicileCodes = z
  .string()
  .trim()
  .toUpperCase()
  .max(60, 'At most 60 characters.')
  .regex(/^$|^[A-Z0-9]{2,10}(?:\/[A-Z0-9]{2,10}){0,5}$/, 'Domicile codes are letters and digits separated by "/".');

const tractorFields = {
  Active: z.boolean().default(true),
  Domicile: domicileCodes.default(''),
  Vin: vin,
  Year: z.number().int().min(1980, 'A model year from 1980.').max(2100, 'A model year up to 2100.').optional(),
  Make: text(40).optional(),
  Model: text(40).optional(),
  FuelCardNo: text(40).optional(),
  VedrSerial: text(40).optional(),
  EldSerial: text(40).optional(),
  LicensePlateNo: text(20).optional(),
};

/** POST /fleet/tractors. */
export const newTractorBody = z.object({ VehicleID: tractorId, ...tractorFields }).strict();
/** PUT /fleet/tractors/{vehicleId}: the version the form was loaded with (409 when stale). */
export const tractorEditBody = z.object({ ...tractorFields, version }).strict();
export type NewTractor = z.infer<typeof newTractorBody>;
export type TractorEdit = z.infer<typeof tractorEditBody>;

/** PUT /fleet/tractors/{vehicleId}/service-state: a move on the board; out of service needs its reason. */
export const serviceStateBody = z
  .object({ serviceState: z.enum(SERVICE_STATES), outOfServiceReason: text(200).optional(), version })
  .strict()
  .refine((b) => b.serviceState !== 'out-of-service' || (b.outOfServiceReason ?? '').length > 0, {
    message: 'Say why the tractor is out of service.',
    path: ['outOfServiceReason'],
  });
export type ServiceStateMove = z.infer<typeof serviceStateBody>;

export const tractorParams = z.object({ vehicleId: id('VehicleID', 20) });

/** GET /fleet/tractors/{vehicleId}/vin-history: 10 at a time, older pages by the cursor. */
export const vinHistoryQuery = z.object({ cursor: z.string().max(256).optional() }).strict();

/** A tractor as the fleet screens show it (the list, the detail header, the mobile cards). */
export interface FleetTractor {
  VehicleID: string;
  Active: boolean;
  Domicile: string;
  Vin: string;
  Year?: number;
  Make?: string;
  Model?: string;
  FuelCardNo?: string;
  VedrSerial?: string;
  EldSerial?: string;
  LicensePlateNo?: string;
  LatestOdometer?: number;
  lastTimeStamp?: string;
  city?: string;
  stateProv?: string;
  lastSpeed?: number;
  ignitionStatus?: 'on' | 'off' | 'unknown';
  currentDriverId?: string;
  serviceState: ServiceState;
  outOfServiceReason?: string;
  serviceOverdueCount: number;
  serviceDueSoonCount: number;
  reportedDefectsCount: number;
  /** The detail only: forms being filled about the tractor (spec requiredFormsInProgress; submissionId is the draft's id). */
  requiredFormsInProgress?: Array<{ submissionId: string; startedAt: string; formName: string }>;
  version: number;
  updatedAt?: string;
}

export interface VinChange {
  VehicleID: string;
  changedAt: string;
  fromVin: string;
  toVin: string;
  changedBy: string;
}
