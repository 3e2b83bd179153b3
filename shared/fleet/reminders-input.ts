import * as z from 'zod';
import { sign } from '#shared/money/decimal';
import { dayField, flag, id, numeric, optionalNumeric, record, rows, text, MAX_TEXT, expecting } from './fields.ts';

/** The `fleet reminders` input (fleet-rules.md "Service reminders") for one company time zone. */

const notNegative = (field: string) => ({ message: `${field} must be 0 or more` });

const threshold = (field: string) => optionalNumeric.refine((value) => value === undefined || sign(value) >= 0, notNegative(field));

export function remindersSchema(timeZone: string) {
  const day = dayField(timeZone);
  const tractor = record({
    id,
    LatestOdometer: numeric.refine((value) => sign(value) >= 0, notNegative('LatestOdometer')),
    odometerReadings: rows(record({ date: day, odometer: numeric })).nullish(),
  });
  const program = record({
    id,
    name: text,
    isPM: flag,
    serviceTypes: rows(z.string(expecting('a string')).max(MAX_TEXT)).nullish(),
    intervalMiles: optionalNumeric,
    intervalDays: optionalNumeric,
    dueWithinMiles: threshold('dueWithinMiles'),
    dueWithinDays: threshold('dueWithinDays'),
    dueSoonWithinMiles: threshold('dueSoonWithinMiles'),
    dueSoonWithinDays: threshold('dueSoonWithinDays'),
    tractorIds: rows(id).nullish(),
    baselines: rows(record({ tractorId: id, date: day, odometer: optionalNumeric })).nullish(),
  });
  const maintRecord = record({
    VehicleID: id.nullish(),
    ServiceStatus: text,
    isPM: flag,
    serviceType: text,
    ServiceDate: day,
    odometer: optionalNumeric,
  });
  return record({
    today: day,
    timeZone: z.unknown().optional(),
    tractors: rows(tractor),
    programs: rows(program),
    maintRecords: rows(maintRecord).nullish(),
  });
}

export type RemindersInput = z.input<ReturnType<typeof remindersSchema>>;
export type ParsedReminders = z.output<ReturnType<typeof remindersSchema>>;
export type ParsedTractor = ParsedReminders['tractors'][number];
export type ParsedProgram = ParsedReminders['programs'][number];
export type ParsedMaintRecord = NonNullable<ParsedReminders['maintRecords']>[number];
