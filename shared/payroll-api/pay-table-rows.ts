import * as z from 'zod';
import { LIMITS } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';
import { money } from './common.ts';

/** Far beyond any real rate table or week, inside what storage and the engine handle exactly. */
const MAX_MILES = 1_000_000;
const MAX_RATE = 1_000_000;

/** Pay types a rate tier, spot row or live load may name (spec part 1 §5.1). */
export const PAY_TYPES = ['% of Trip Rev', '% of Gross Rev', 'Per Mile', 'Flat Rate'] as const;
export const LIVE_LOAD_TYPES = ['Flat Rate', 'Per Stop', 'Per Mile', '% of Trip Rev', '% of Gross Rev'] as const;
export const METHOD_TYPES = ['per-mile', 'flat-rate', 'percent-trip-rev', 'percent-gross-rev'] as const;

export const amount = z.number().finite().min(-LIMITS.amount).max(LIMITS.amount);
export const miles = z.number().finite().min(0, 'Miles cannot be negative.').max(MAX_MILES, `At most ${MAX_MILES} miles.`);
/** The rate tables' mile range, as their columns are headed on the pay rule screens. */
const MILES_FROM = 'Miles from';
const MILES_TO = 'Miles to';
const RANGE_REVERSED = `${MILES_FROM} must not exceed ${MILES_TO.toLowerCase()}.`;

export const rate = z.number().finite().min(0, 'A rate cannot be negative.').max(MAX_RATE, `At most ${MAX_RATE}.`);

/** Rate table row (soloRateTable / teamRateTable). */
export const rateRowSchema = z
  .object({ mileRangeStart: labelled(miles, MILES_FROM), mileRangeEnd: labelled(miles, MILES_TO), payRate: labelled(rate, 'Rate per mile') })
  .strict()
  .refine((r) => r.mileRangeStart <= r.mileRangeEnd, { message: RANGE_REVERSED, path: ['mileRangeEnd'] });

/** Spot pay tier (spec part 1 §3.2, part 2 rate tier). */
export const spotTierSchema = z
  .object({
    mileRangeStart: labelled(miles, MILES_FROM).default(0),
    mileRangeEnd: labelled(miles, MILES_TO).default(9999),
    payType: z.enum(PAY_TYPES),
    payRate: rate,
    includeLiveLoad: z.boolean().default(false),
    liveLoadRate: rate.optional(),
    liveLoadType: z.enum(LIVE_LOAD_TYPES).optional(),
    tierName: z.string().trim().max(80).optional(),
    description: z.string().trim().max(300).optional(),
  })
  .strict()
  .refine((r) => r.mileRangeStart <= r.mileRangeEnd, { message: RANGE_REVERSED, path: ['mileRangeEnd'] });

export const legPayoutRowSchema = z.object({ legOrg: z.string().trim().min(1).max(60), legDes: z.string().trim().min(1).max(60), payout: money }).strict();
export const dropAndHookRowSchema = z.object({ ratePaid: amount, payout: money }).strict();
export const spotPayoutRowSchema = z
  .object({
    spotName: labelled(z.string().trim().min(1).max(120), 'Spot name'),
    siteName: z.string().trim().max(120).default(''),
    payType: z.enum(PAY_TYPES),
    payRate: amount.optional(),
    payout: money,
  })
  .strict();

/** The company pay tables, each stored one item per row. */
export const PAY_TABLES = {
  soloRateTable: rateRowSchema,
  teamRateTable: rateRowSchema,
  LegPayoutTable: legPayoutRowSchema,
  DropAndHookTable: dropAndHookRowSchema,
  SpotPayoutTable: spotPayoutRowSchema,
  spotRateTableConfig: spotTierSchema,
} as const;
export type PayTableName = keyof typeof PAY_TABLES;
export const PAY_TABLE_NAMES = Object.keys(PAY_TABLES) as PayTableName[];
/** Tables whose bulk changes are backed up first (SpotRateTableBackups). */
export const BACKED_UP_TABLES: readonly PayTableName[] = ['SpotPayoutTable', 'spotRateTableConfig'];
