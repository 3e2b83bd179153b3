import * as z from 'zod';
import { RESERVED_LABEL_MESSAGE, isReservedLabel } from '#shared/payroll/reserved-labels';
import { isTimeZone } from '#shared/dates/time-zone';
import { vin } from '#shared/fleet/tractor-api';
import { LIMITS, uploadedRow } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';
import { driverId, isoDate, money, vehicleId, version } from './common.ts';
import { amount, dropAndHookRowSchema, legPayoutRowSchema, METHOD_TYPES, miles, PAY_TABLE_NAMES, rate, rateRowSchema, spotPayoutRowSchema, spotTierSchema, type PayTableName } from './pay-table-rows.ts';

// The pay tables and their row schemas live apart: what reads one table or checks one kind of row does not load every payroll tool's schema.
export { BACKED_UP_TABLES, dropAndHookRowSchema, legPayoutRowSchema, LIVE_LOAD_TYPES, METHOD_TYPES, PAY_TABLE_NAMES, PAY_TABLES, PAY_TYPES, rateRowSchema, spotPayoutRowSchema, spotTierSchema } from './pay-table-rows.ts';
export type { PayTableName } from './pay-table-rows.ts';


export const payTableParams = z.object({ table: z.enum(PAY_TABLE_NAMES as [PayTableName, ...PayTableName[]]) });

/** PUT /pay-tables/{table}: replaces every row of one table. */
export const payTableBody = z.object({ rows: z.array(uploadedRow()).max(20_000), reason: z.string().trim().max(200).optional() }).strict();

/** POST /pay-tables/spot-payouts/imports: merge rows by spotName into the spot payout table. */
export const spotImportBody = z
  .object({
    /** CSV text with columns spotName, siteName, payType, payRate, payout; or rows. */
    csv: z.string().max(5_000_000).optional(),
    rows: z.array(uploadedRow()).max(20_000).optional(),
    fileName: z.string().trim().max(200).default('unknown'),
    /** Replace the whole table instead of merging by spotName. */
    replace: z.boolean().default(false),
  })
  .strict()
  .refine((b) => (b.csv === undefined) !== (b.rows === undefined), { message: 'Send either csv or rows.', path: ['csv'] });

export const backupBody = z
  .object({ table: z.enum(['SpotPayoutTable', 'spotRateTableConfig']).default('SpotPayoutTable'), reason: z.string().trim().max(200).default('Manual backup') })
  .strict();

export interface SpotTableBackupView {
  backupId: string;
  table: string;
  timestamp: string;
  reason: string;
  createdBy: string;
  recordCount: number;
  backupType: 'manual' | 'automatic';
  fileName: string;
  changeCount: number;
  newSpots: number;
  updatedSpots: number;
}

/** PUT /pay-settings: the company profile's scalar payroll fields. */
export const paySettingsBody = z
  .object({
    autoPayDropPayouts: z.boolean().optional(),
    spotTripRevFuelMultiplier: z.number().finite().min(0).max(5).nullable().optional(),
    tripRevMultiplier: z.number().finite().min(0).max(5).nullable().optional(),
    companyDefaultSpotPercentageRate: z.number().finite().min(0).max(100).nullable().optional(),
    companyDefaultSpotLivePayValue: amount.min(0).nullable().optional(),
    afpVendors: z.array(z.string().max(80)).max(200).transform((l) => [...new Set(l.map((v) => v.trim().toUpperCase()).filter(Boolean))]).optional(),
    payrollExportOptions: z
      .object({
        columns: z.array(z.object({ header: z.string().trim().min(1).max(60), field: z.string().trim().min(1).max(80) }).strict()).max(60),
      })
      .strict()
      .optional(),
  })
  .strict();
export type PaySettings = z.infer<typeof paySettingsBody>;

const idList = z.array(z.string().trim().min(1).max(LIMITS.idLength)).max(1000).default([]);

/** Bonus button / payout rule as the editor sends it (spec part 2 §3, every normalised field). */
export const bonusButtonBody = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, 'label is required.')
      .max(80)
      .refine((label) => !isReservedLabel(label), { error: (issue) => `label ${JSON.stringify(issue.input)} ${RESERVED_LABEL_MESSAGE}` }),
    hint: z.string().trim().max(300).optional(),
    payoutType: z.enum(METHOD_TYPES).default('flat-rate'),
    rate: rate.optional(),
    flatAmount: money.optional(),
    maxPayout: money.optional(),
    mileageMin: miles.optional(),
    mileageMax: miles.optional(),
    payAllMiles: z.boolean().default(false),
    taxable: z.boolean().default(true),
    payable: z.boolean().default(true),
    bonus: z.boolean().default(true),
    incentive: z.boolean().default(false),
    autopay: z.boolean().default(false),
    includeTripEarnings: z.boolean().default(true),
    categories: z.array(z.string().max(80)).max(50).transform((l) => [...new Set(l.map((c) => c.trim()).filter(Boolean))]).default([]),
    tenureMinDays: z.number().int().min(0).optional(),
    driverIds: idList,
    domicileIds: idList,
    tractorIds: idList,
    matchStrategy: z.enum(['any', 'all']).default('any'),
    applyToAll: z.boolean().default(false),
    eligibility: z.object({ enforceMileage: z.boolean().default(false), minMiles: miles.default(0), maxMiles: miles.default(9999) }).strict().default({ enforceMileage: false, minMiles: 0, maxMiles: 9999 }),
    calculationMethods: z
      .array(z.object({ id: z.string().trim().min(1).max(64).optional(), type: z.enum(METHOD_TYPES), rate: rate.optional(), flatAmount: money.optional(), maxPayout: money.optional() }).strict())
      .max(10)
      .default([]),
    version: version.optional(),
  })
  .strict();
export type BonusButtonEdit = z.infer<typeof bonusButtonBody>;
/** A stored button read back for editing: its label may predate the reserved-label rule, which applies again on saving. */
export const storedBonusButtonFields = bonusButtonBody.safeExtend({ label: z.string().trim().max(80) });

/** Driver lookup edit (spec part 2 §3 driverLookupTable), with pay settings, tiers and rate tables. */
export const driverLookupBody = z
  .object({
    FirstName: z.string().trim().min(1).max(60),
    LastName: z.string().trim().min(1).max(60),
    DisplayName: z.string().trim().max(120).optional(),
    Active: z.boolean().default(true),
    TermStatus: z.boolean().default(false),
    Domicile: z.string().trim().max(60).default(''),
    Phone: z.string().trim().max(30).default(''),
    HireDate: isoDate.optional(),
    OriginalHireDate: isoDate.optional(),
    TermDate: isoDate.optional(),
    cdlExpDate: isoDate.optional(),
    medExpDate: isoDate.optional(),
    DriverSpotPercentRate: z.number().finite().min(0).max(100).optional(),
    DriverSpotLivePayValue: amount.min(0).optional(),
    LivePayValue: amount.min(0).optional(),
    disableDandHpay: z.boolean().default(false),
    driverSpotRateTableConfig: z.array(spotTierSchema).max(50).default([]),
    soloRateTable: z.array(rateRowSchema).max(50).default([]),
    teamRateTable: z.array(rateRowSchema).max(50).default([]),
    payFixedPerDiem: z.boolean().default(false),
    fixedPerDiem: money.optional(),
    payDayRate: z.boolean().default(false),
    payFullDayRate: z.boolean().default(false),
    dayRate: money.optional(),
    payHourlyRate: z.boolean().default(false),
    payFullHourlyRate: z.boolean().default(false),
    hourlyRate: money.optional(),
    payWeeklyRate: z.boolean().default(false),
    payFullWeeklyRate: z.boolean().default(false),
    weeklyRate: money.optional(),
    minShiftHours: z.number().finite().min(0).max(24).optional(),
    version: version.optional(),
  })
  .strict();
export type DriverLookupEdit = z.infer<typeof driverLookupBody>;
export const createDriverBody = driverLookupBody.safeExtend({ DriverID: labelled(driverId, 'Driver ID') });

export const tractorBody = z
  .object({
    Active: z.boolean().default(true),
    Domicile: z.string().trim().max(60).default(''),
    /** The same check as the fleet editor's (49 CFR 565 check digit), so both ways in keep VINs valid. */
    Vin: vin,
    Year: z.number().int().min(1980).max(2100).optional(),
    Make: z.string().trim().max(40).optional(),
    Model: z.string().trim().max(40).optional(),
    FuelCardNo: z.string().trim().max(40).optional(),
    VedrSerial: z.string().trim().max(40).optional(),
    EldSerial: z.string().trim().max(40).optional(),
    LicensePlateNo: z.string().trim().max(20).optional(),
  })
  .strict();
export const createTractorBody = tractorBody.safeExtend({ VehicleID: labelled(vehicleId.length(6, 'A tractor number is exactly 6 characters.'), 'Tractor') });

/** A domicile: its address and position feed the map and the reports; its zone the company's calendar days. */
export const domicileBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    timeZone: z.string().trim().max(60).refine(isTimeZone, 'An IANA time zone such as America/Phoenix.').optional(),
    address: z.string().trim().max(120).optional(),
    city: z.string().trim().max(60).optional(),
    state: z.string().trim().toUpperCase().max(2).regex(/^[A-Z]{2}$/, 'A two-letter state code.').optional(),
    lat: z.number().finite().min(-90, 'Latitude is between -90 and 90.').max(90, 'Latitude is between -90 and 90.').optional(),
    lon: z.number().finite().min(-180, 'Longitude is between -180 and 180.').max(180, 'Longitude is between -180 and 180.').optional(),
    Active: z.boolean().default(true),
  })
  .strict();
export const domicileParams = z.object({ id: z.string().trim().min(2).max(10).regex(/^[A-Za-z0-9]+$/, 'A domicile code is letters and digits.') });

/** POST /payruns/{id}/what-if: the run's engine input with edited rules; nothing is saved. */
export const whatIfBody = z
  .object({
    company: z
      .object({
        soloRateTable: z.array(rateRowSchema).max(1000).optional(),
        teamRateTable: z.array(rateRowSchema).max(1000).optional(),
        LegPayoutTable: z.array(legPayoutRowSchema).max(20_000).optional(),
        DropAndHookTable: z.array(dropAndHookRowSchema).max(1000).optional(),
        SpotPayoutTable: z.array(spotPayoutRowSchema).max(20_000).optional(),
        spotRateTableConfig: z.array(spotTierSchema).max(1000).optional(),
        spotTripRevFuelMultiplier: z.number().finite().min(0).max(5).nullable().optional(),
        tripRevMultiplier: z.number().finite().min(0).max(5).nullable().optional(),
        companyDefaultSpotPercentageRate: z.number().finite().min(0).max(100).nullable().optional(),
        companyDefaultSpotLivePayValue: amount.min(0).nullable().optional(),
      })
      .strict()
      .optional(),
    /** Replaces the bonus buttons (all of them) for the simulation. */
    bonusButtons: z.array(bonusButtonBody.safeExtend({ id: z.string().max(LIMITS.idLength).optional() })).max(200).optional(),
    /** Driver settings to change, by DriverID. */
    drivers: z.array(driverLookupBody.partial().safeExtend({ DriverID: driverId })).max(1000).optional(),
  })
  .strict();
export type WhatIf = z.infer<typeof whatIfBody>;

export interface WhatIfDriverDifference {
  DriverID: string;
  DisplayName: string;
  before: number;
  after: number;
  difference: number;
  /** Trip lines whose payout changed. */
  changedTrips: Array<{ TripNumber: string; before: number; after: number; explanation: string }>;
  changedEntries: Array<{ label: string; before: number; after: number }>;
}

export interface WhatIfResult {
  PayRunID: string;
  totalBefore: number;
  totalAfter: number;
  difference: number;
  drivers: WhatIfDriverDifference[];
  saved: false;
}

/** Statement period choice (spec part 2 §2): what the tools screen resets when a period is chosen. */
export interface StatementPeriodChoice {
  startDate: string;
  endDate: string;
  payDate: string;
  /** The schedule calendar starts six days before the period end. */
  scheduleStart: string;
  activeTruckSummary: null;
  selectedDriver: null;
}
export const statementPeriodsQuery = z.object({ weekEnding: isoDate }).strict();
