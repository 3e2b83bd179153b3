import * as z from 'zod';
import { addDays, formatIsoDate, weekdayOf } from '#shared/dates/calendar-day';
import { tryReadDate } from '#shared/dates/read-date';
import { domicileCodes, tractorId } from '#shared/fleet/tractor-api';
import type { ImportTypeDef } from '#shared/imports/import-types';
import type { Cell, ImportTable, RowsRead } from '#shared/imports/read-table';
import { columnByField, given, padNumberCell, parsedRow, readRowsBy, type Built, type RowValues } from '#shared/imports/row-reader';

export const ivmrImportDef: ImportTypeDef = {
  type: 'ivmr',
  label: 'IVMR mileage',
  minRole: 3,
  describes:
    'Each row is one day of a tractor in one state. The rows of a tractor and week become its IVMR week (not approved); a week already stored for that tractor is replaced by the file’s days, unless it is approved.',
  columns: [
    { name: 'WeekEnding', kind: 'date', required: true, meaning: 'Saturday ending the week', aliases: ['WeekEndingDate', 'WeekEnd'] },
    { name: 'VehicleID', kind: 'text', required: true, meaning: 'tractor number, exactly 6 letters or digits', aliases: ['Tractor', 'TractorID', 'Unit', 'Truck'] },
    { name: 'Date', kind: 'date', required: true, meaning: 'the day, Sunday to Saturday of that week', aliases: ['Day'] },
    { name: 'State', kind: 'state', required: true, meaning: 'state or province driven in, 2 letters', aliases: ['StateProv', 'Jurisdiction'] },
    { name: 'OdoStart', kind: 'number', required: true, meaning: 'odometer entering the state that day', aliases: ['OdometerStart', 'StartOdometer'] },
    { name: 'OdoStop', kind: 'number', required: true, meaning: 'odometer leaving the state that day', aliases: ['OdometerStop', 'OdometerEnd', 'EndOdometer', 'OdoEnd'] },
    { name: 'Miles', kind: 'number', required: true, meaning: 'OdoStop − OdoStart (within 1 mile)', aliases: ['Distance'] },
    { name: 'Domicile', kind: 'text', required: false, meaning: 'the tractor’s home terminal; blank = the tractor’s own', aliases: ['Terminal'] },
    { name: 'DrivenBy', kind: 'text', required: false, meaning: 'driver numbers (7 digits) separated by / or ;', aliases: ['Drivers', 'DriverID', 'Driver'] },
  ],
  sample: [
    ['2025-03-22', '410200', '2025-03-17', 'AZ', '412100', '412388', '288', 'PHX', '1004500'],
    ['2025-03-22', '410200', '2025-03-17', 'NM', '412388', '412530', '142', 'PHX', '1004500'],
    ['2025-03-22', '410200', '2025-03-18', 'NM', '412530', '412902', '372', 'PHX', '1004500/1004501'],
    ['2025-03-22', '410201', '2025-03-19', 'TX', '301000', '301455.5', '455.5', 'ELP', '1004502'],
  ],
};

const odometer = z.number().finite().min(0, 'An odometer is 0 or more.').max(10_000_000, 'An odometer is at most 10,000,000.');

/** One day of a tractor in one state, as the file gives it; rows of a tractor and week make one ivmrApproval. */
export const ivmrRowSchema = z
  .strictObject({
    WeekEnding: z.iso.date(),
    VehicleID: tractorId,
    date: z.iso.date(),
    state: z.string().length(2),
    odoStart: odometer,
    odoStop: odometer,
    miles: z.number().finite().min(0, 'Miles are 0 or more.').max(10_000, 'At most 10,000 miles in one day.'),
    Domicile: domicileCodes.optional(),
    drivenBy: z.array(z.string().regex(/^\d{7}$/, 'A driver number is 7 digits; separate several with / or ;.')).max(10, 'At most 10 drivers.').default([]),
  })
  .superRefine((r, ctx) => {
    const week = tryReadDate(r.WeekEnding);
    if (week !== undefined && weekdayOf(week) !== 6) ctx.addIssue({ code: 'custom', path: ['WeekEnding'], message: `${r.WeekEnding} is not a Saturday; a week ends on Saturday` });
    const day = tryReadDate(r.date);
    if (week !== undefined && weekdayOf(week) === 6 && day !== undefined && (day < addDays(week, -6) || day > week)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: `${r.date} is not in the week ${formatIsoDate(addDays(week, -6))} to ${r.WeekEnding}` });
    }
    if (r.odoStop < r.odoStart) ctx.addIssue({ code: 'custom', path: ['odoStop'], message: `OdoStop ${r.odoStop} is below OdoStart ${r.odoStart}` });
    else if (Math.abs(r.odoStop - r.odoStart - r.miles) > 1) {
      ctx.addIssue({ code: 'custom', path: ['miles'], message: `${r.miles} miles does not match OdoStop − OdoStart = ${Math.round((r.odoStop - r.odoStart) * 100) / 100} (within 1 mile)` });
    }
  });
export type IvmrImportRow = z.output<typeof ivmrRowSchema>;

const FIELD_COLUMNS = { date: 'Date', state: 'State', odoStart: 'OdoStart', odoStop: 'OdoStop', miles: 'Miles', drivenBy: 'DrivenBy' };

function buildDay(values: RowValues, cells: Readonly<Record<string, Cell>>): Built<IvmrImportRow> {
  const drivers = values.DrivenBy === undefined ? undefined : String(values.DrivenBy).split(/[/;]/).map((d) => d.trim()).filter((d) => d !== '');
  return parsedRow(
    ivmrRowSchema,
    given({
      WeekEnding: values.WeekEnding,
      VehicleID: padNumberCell(cells.VehicleID, values.VehicleID, 6),
      date: values.Date,
      state: values.State,
      odoStart: values.OdoStart,
      odoStop: values.OdoStop,
      miles: values.Miles,
      Domicile: values.Domicile === undefined ? undefined : String(values.Domicile),
      drivenBy: drivers,
    }),
    columnByField(FIELD_COLUMNS, 'VehicleID'),
  );
}

/** IVMR rows, one per tractor, day and state; the same tractor, day and state twice is refused. */
export function readIvmrRows(table: ImportTable): RowsRead<IvmrImportRow> {
  return readRowsBy(table, {
    def: ivmrImportDef,
    maxText: { VehicleID: 20, Domicile: 60, DrivenBy: 200 },
    build: buildDay,
    duplicates: [{ column: 'State', key: (r) => `${r.VehicleID}\u0000${r.date}\u0000${r.state}`, what: (r) => `Tractor ${r.VehicleID} · ${r.date} · ${r.state}` }],
  });
}
