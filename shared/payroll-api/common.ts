import * as z from 'zod';
import { id as boundedId, LIMITS } from '#shared/validation/bounds';
import { labelled } from '#shared/validation/field-labels';

/** Building blocks of the payroll API's schemas; request bodies are strict so a typo is named in the 400. */
export const isoDate = z.iso.date('Expected a date as YYYY-MM-DD.');

/** A dollar amount with at most two decimals. */
export const money = z
  .number({ error: 'Expected an amount in dollars.' })
  .finite()
  .min(-LIMITS.amount, 'At most a billion dollars.')
  .max(LIMITS.amount, 'At most a billion dollars.')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals (whole cents).');

// Labelled as the payroll screens label them: the driver and tractor pickers.
export const driverId = labelled(z.string().trim().min(1).max(20), 'Driver');
export const vehicleId = labelled(z.string().trim().min(1).max(20), 'Tractor');

/** Path parameters of pay-run routes. */
export const payRunParams = z.object({ id: boundedId('PayRunID') });
export const payRunDriverParams = z.object({ id: boundedId('PayRunID'), driverId });
export const payRunVehicleParams = z.object({ id: boundedId('PayRunID'), vehicleId });
export const idParams = z.object({ id: boundedId() });

/** Optimistic lock: the version the form was loaded with. */
export const version = z.number().int().min(0);

/** A row-level problem in an uploaded file (statement, spot payout table). */
export const rowErrorSchema = z.object({ row: z.number().int(), column: z.string().max(200), reason: z.string().max(1000) });
export type RowError = z.infer<typeof rowErrorSchema>;
