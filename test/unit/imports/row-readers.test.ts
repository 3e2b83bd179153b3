import { describe, expect, it } from 'vitest';
import type { ImportType } from '#shared/imports/import-types';
import { readTable, type Cell } from '#shared/imports/read-table';
import { IMPORT_TYPE_DEFS, readRows } from '#shared/imports/type-defs';
import { readDriverRows } from '#shared/imports/types/driver';
import { readFlatRatePaymentRows } from '#shared/imports/types/flat-rate-payments';
import { readIvmrRows } from '#shared/imports/types/ivmr';
import { readMaintenanceRows } from '#shared/imports/types/maintenance';
import { readTractorExpenseRuleRows } from '#shared/imports/types/tractor-expense-rules';
import { readTrimbleRows } from '#shared/imports/types/trimble';
import { readVehicleRows } from '#shared/imports/types/vehicle';
import { maintenanceCsv } from '#shared/maintenance/export-csv';
import { parseCsv } from '#shared/statement/csv';

const table = (type: ImportType, grid: Cell[][]) => readTable(grid, IMPORT_TYPE_DEFS[type]);

const MAINT_HEADER = ['VehicleID', 'ServiceDate', 'ServiceNo', 'ServiceProvider', 'PartsCost', 'LabourCost'];

describe('maintenance rows', () => {
  it('turns one bad cell into exactly one error naming its row and column, and keeps no row', () => {
    const read = readMaintenanceRows(table('maintenance', [MAINT_HEADER, ['410200', '2025-03-14', 'INV-1', 'Rush', '10', '5'], ['410200', '2025-13-40', 'INV-2', 'Rush', '10', '5']]));
    expect(read.errors).toEqual([{ row: 3, column: 'ServiceDate', reason: '"2025-13-40" is not a date; expected a date such as 2025-03-14 or 3/14/2025' }]);
  });

  it('reports every problem of a row at once, one per column, however they were found (cell, status words, the form’s schema)', () => {
    const header = ['VehicleID', 'ServiceDate', 'ServiceStatus', 'status', 'serviceType', 'odometer', 'PartsCost', 'LabourCost', 'ServiceNo'];
    const read = readMaintenanceRows(table('maintenance', [header, ['410200', '2025-13-40', 'done', 'maybe', 'x'.repeat(61), '20000000', '-5', 'ten', '']]));
    expect(read.rows).toEqual([]);
    expect(read.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'ServiceDate'], [2, 'serviceType'], [2, 'LabourCost'], [2, 'ServiceStatus'], [2, 'status'], [2, 'ServiceNo'], [2, 'PartsCost'], [2, 'odometer'],
    ]);
    expect(read.refused).toEqual([{ row: 2, values: expect.objectContaining({ VehicleID: '410200' }) }]);
  });

  it('reads odd headers, money with $ and commas, serial and Date cells into the form’s record', () => {
    const grid: Cell[][] = [
      ['  vehicle id ', 'SERVICEDATE', 'Service-No', 'service provider', 'Parts', 'Labor'],
      [410200, 45736, 'INV-1001', 'Rush Truck Center', '$1,234.50', '0'],
      ['410201', new Date(Date.UTC(2025, 2, 21)), 'RO 7', '', '', '(0.00)'],
    ];
    const read = readMaintenanceRows(table('maintenance', grid));
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([
      {
        row: 2,
        value: { id: 'RushTruckCenter-INV-1001', VehicleID: '410200', ServiceDate: '2025-03-20', ServiceStatus: 'Completed', status: 'not filed', isPM: false, serviceType: '', ServiceNo: 'INV-1001', ServiceProvider: 'Rush Truck Center', filename: '', notes: '', costLines: [{ kind: 'parts', description: 'Parts', amount: 1234.5 }] },
      },
      {
        row: 3,
        value: { id: 'RO7', VehicleID: '410201', ServiceDate: '2025-03-21', ServiceStatus: 'Completed', status: 'not filed', isPM: false, serviceType: '', ServiceNo: 'RO 7', ServiceProvider: '', filename: '', notes: '', costLines: [] },
      },
    ]);
  });

  it('needs a ServiceNo when the id is blank, and keeps a given id', () => {
    const read = readMaintenanceRows(table('maintenance', [['VehicleID', 'ServiceDate', 'ServiceNo', 'id'], ['410200', '2025-03-14', '', ''], ['410200', '2025-03-14', '', 'rec_1']]));
    expect(read.errors).toEqual([{ row: 2, column: 'ServiceNo', reason: 'ServiceNo is blank; it is required when id is blank (the record id is made from ServiceProvider and ServiceNo)' }]);
    expect(read.rows.map((r) => r.value.id)).toEqual(['rec_1']);
  });

  it('refuses a negative cost, an unknown status and an oversized odometer by their columns, as the form would', () => {
    const grid: Cell[][] = [
      ['VehicleID', 'ServiceDate', 'ServiceNo', 'PartsCost', 'ServiceStatus', 'status', 'odometer'],
      ['410200', '2025-03-14', 'A1', '(12.00)', '', '', ''],
      ['410200', '2025-03-15', 'A2', '', 'done', '', ''],
      ['410200', '2025-03-16', 'A3', '', 'in progress', 'Filed', '20,000,000'],
      ['410200', '2025-03-17', 'A4', '', 'COMPLETED', 'yes', '125,000'],
    ];
    const read = readMaintenanceRows(table('maintenance', grid));
    expect(read.errors.map((e) => [e.row, e.column])).toEqual([[2, 'PartsCost'], [3, 'ServiceStatus'], [4, 'odometer']]);
    expect(read.errors[0]!.reason).toBe('An amount is not negative.');
    expect(read.rows.map((r) => [r.value.ServiceStatus, r.value.status, r.value.odometer])).toEqual([['Completed', 'filed', 125000]]);
  });

  it('refuses the same tractor, day and invoice twice on the later row, naming the first', () => {
    const read = readMaintenanceRows(table('maintenance', [MAINT_HEADER, ['410200', '2025-03-14', 'INV-1', 'Rush', '', ''], ['410201', '2025-03-14', 'INV-1', 'Rush', '', ''], ['410200', '3/14/2025', 'INV-1', 'Rush', '', '']]));
    expect(read.errors).toEqual([{ row: 4, column: 'ServiceNo', reason: 'Tractor 410200 · 2025-03-14 · Rush-INV-1 is already on row 2; a record appears once in a file' }]);
    expect(read.rows).toHaveLength(2);
  });

  it('skips the Total row of a maintenance export and says why', () => {
    const read = readMaintenanceRows(table('maintenance', [MAINT_HEADER, ['410200', '2025-03-14', 'INV-1', 'Rush', '10', ''], ['Total', '', '', '', '10', '']]));
    expect(read).toMatchObject({ errors: [], skipped: 1, skippedReason: 'the "Total" row of a maintenance export is not a record' });
  });

  it('gives the header’s errors and no rows when the table has them', () => {
    const read = readRows('maintenance', table('maintenance', [['VehicleID', 'ServiceNo'], ['410200', 'A']]));
    expect(read.errors).toEqual([{ row: 1, column: 'ServiceDate', reason: 'the required column ServiceDate is missing from the header row' }]);
    expect(read.rows).toEqual([]);
  });
});

describe('driver rows', () => {
  const header = ['DriverID', 'FirstName', 'LastName', 'Phone', 'HireDate'];

  it('skips "Linehaul Drivers" pool rows, counted and explained, not as errors', () => {
    const read = readDriverRows(table('driver', [header, ['1004590', 'Rosa', 'Delgado', '', ''], ['0000000', 'Linehaul', 'Drivers', '', ''], ['', 'LINEHAUL  DRIVERS', '', '', '']]));
    expect(read.errors).toEqual([]);
    expect(read.rows.map((r) => r.value.DriverID)).toEqual(['1004590']);
    expect(read).toMatchObject({ skipped: 2, skippedReason: '"Linehaul Drivers" rows are the settlement’s pool of drivers, not a driver' });
  });

  it('puts back the leading zeros a spreadsheet dropped from a numeric DriverID, refuses a short typed one', () => {
    const read = readDriverRows(table('driver', [header, [12345, 'Rosa', 'Delgado', '', ''], ['12345', 'Kevin', 'Marsh', '', '']]));
    expect(read.rows.map((r) => r.value.DriverID)).toEqual(['0012345']);
    expect(read.errors).toEqual([{ row: 3, column: 'DriverID', reason: 'A driver ID is 7 digits.' }]);
  });

  it('refuses a bad phone and a duplicate driver by column', () => {
    const read = readDriverRows(table('driver', [header, ['1004590', 'Rosa', 'Delgado', '555-0143', ''], ['1004591', 'Kevin', 'Marsh', '(602) 555-0143', '3/18/2025'], ['1004591', 'Kev', 'Marsh', '', '']]));
    expect(read.errors).toEqual([
      { row: 2, column: 'Phone', reason: 'Phone is a 10-digit US number such as (806) 555-0101.' },
      { row: 4, column: 'DriverID', reason: 'Driver 1004591 is already on row 3; a record appears once in a file' },
    ]);
    expect(read.rows[0]!.value).toMatchObject({ DriverID: '1004591', HireDate: '2025-03-18', Active: true, Phone: '(602) 555-0143' });
  });
});

describe('vehicle rows', () => {
  it('refuses a mistyped VIN, a 5-character tractor number and a VIN given twice', () => {
    const grid: Cell[][] = [
      ['Unit', 'VIN', 'Year'],
      ['410290', '1FUJHHDR7MLMJ5012', '2021'],
      ['410291', '1FUJHHDR4MLMJ5012', ''],
      ['41029', '3AKJHHDR9NSNA4713', ''],
      ['410293', '1fujhhdr7mlmj5012', ''],
    ];
    const read = readVehicleRows(table('vehicle', grid));
    expect(read.errors.map((e) => [e.row, e.column])).toEqual([[3, 'Vin'], [4, 'VehicleID'], [5, 'Vin']]);
    expect(read.errors[0]!.reason).toMatch(/check digit/);
    expect(read.errors[2]!.reason).toBe('VIN 1FUJHHDR7MLMJ5012 is already on row 2; a record appears once in a file');
    expect(read.rows[0]!.value).toMatchObject({ VehicleID: '410290', Vin: '1FUJHHDR7MLMJ5012', Year: 2021, Active: true, Domicile: '' });
  });
});

describe('IVMR rows', () => {
  const header = ['WeekEnding', 'VehicleID', 'Date', 'State', 'OdoStart', 'OdoStop', 'Miles', 'DrivenBy'];

  it('reads a day with its drivers and refuses miles that do not match the odometers', () => {
    const read = readIvmrRows(table('ivmr', [header, ['2025-03-22', '410200', '3/17/2025', 'az', '412100', '412388', '288', '1004500 / 1004501'], ['2025-03-22', '410200', '2025-03-18', 'NM', '412388', '412530', '150', '']]));
    expect(read.rows[0]!.value).toEqual({ WeekEnding: '2025-03-22', VehicleID: '410200', date: '2025-03-17', state: 'AZ', odoStart: 412100, odoStop: 412388, miles: 288, drivenBy: ['1004500', '1004501'] });
    expect(read.errors).toEqual([{ row: 3, column: 'Miles', reason: '150 miles does not match OdoStop − OdoStart = 142 (within 1 mile)' }]);
  });

  it('refuses a week not ending on Saturday, a day outside the week and a state given twice for a day', () => {
    const read = readIvmrRows(table('ivmr', [
      header,
      ['2025-03-21', '410200', '2025-03-17', 'AZ', '1', '2', '1', ''],
      ['2025-03-22', '410200', '2025-03-15', 'AZ', '1', '2', '1', ''],
      ['2025-03-22', '410200', '2025-03-16', 'AZ', '1', '2', '1', ''],
      ['2025-03-22', '410200', '2025-03-16', 'AZ', '2', '3', '1', ''],
    ]));
    expect(read.errors.map((e) => [e.row, e.column])).toEqual([[2, 'WeekEnding'], [3, 'Date'], [5, 'State']]);
    expect(read.errors[1]!.reason).toBe('2025-03-15 is not in the week 2025-03-16 to 2025-03-22');
  });
});

describe('tractor expense rule rows', () => {
  it('reads every tractor (*), basis words, and refuses an end before the start', () => {
    const read = readTractorExpenseRuleRows(table('tractor-expense-rules', [
      ['VehicleID', 'ExpenseName', 'Amount', 'Basis', 'StartDate', 'EndDate'],
      ['*', 'Insurance', '$412.50', 'Weekly', '2025-01-01', ''],
      ['410200', 'Truck payment', '2,150', 'month', '2025-01-01', '2024-12-31'],
      ['410200', 'Fuel tax', '-1', 'mile', '2025-01-01', ''],
    ]));
    expect(read.rows.map((r) => r.value)).toEqual([{ VehicleID: '*', expenseName: 'Insurance', amount: 412.5, basis: 'week', startDate: '2025-01-01' }]);
    expect(read.errors).toEqual([
      { row: 3, column: 'EndDate', reason: 'EndDate is before StartDate.' },
      { row: 4, column: 'Amount', reason: 'An amount is not negative.' },
    ]);
  });
});

describe('leg flat payout rows', () => {
  it('reads Origin/Destination/Amount headers and refuses a leg given twice, leading zeros ignored', () => {
    const read = readFlatRatePaymentRows(table('flat-rate-payments', [['Origin', 'Destination', 'Amount'], ['00852', '00871', '$385.00'], ['852', '871', '390'], ['PHX', 'ELP', '(10.00)']]));
    expect(read.rows.map((r) => r.value)).toEqual([{ legOrg: '00852', legDes: '00871', payout: 385 }, { legOrg: 'PHX', legDes: 'ELP', payout: -10 }]);
    expect(read.errors).toEqual([{ row: 3, column: 'LegDest', reason: 'Leg 852 → 871 is already on row 2; a record appears once in a file' }]);
  });
});

describe('Trimble position rows', () => {
  it('reads a position as the telematics feed takes it and refuses a latitude without a longitude', () => {
    const read = readTrimbleRows(table('trimble', [
      ['Vehicle', 'Date Time', 'Lat', 'Lon', 'Odometer', 'State', 'Driver ID', 'Speed'],
      ['410200', '2025-03-17T06:02:00-07:00', '33.4342', '-112.0116', '412,100', 'az', '1004500', '0'],
      ['410200', '3/17/2025 1:02 PM', '33.5', '', '', '', '', ''],
      ['410200', '2025-03-17 13:02Z', '', '', '', '', '', ''],
    ]));
    expect(read.rows[0]!.value).toEqual({
      eventType: 'T.2.06.0', eventId: 'trimble-410200-2025-03-17T13:02:00.000Z', tractorID: '410200', atMs: Date.UTC(2025, 2, 17, 13, 2), posTimeStamp: '2025-03-17T13:02:00.000Z',
      driverID: '1004500', odometer: 412100, stateProv: 'AZ', lat: 33.4342, lon: -112.0116, speed: 0,
    });
    expect(read.errors).toEqual([
      { row: 3, column: 'Latitude', reason: 'lat and lon come together.' },
      { row: 4, column: 'DateTime', reason: 'Tractor 410200 at 2025-03-17T13:02:00.000Z is already on row 2; a record appears once in a file' },
    ]);
  });

  it('places a time written without a zone in the company’s time zone', () => {
    const grid: Cell[][] = [['Tractor', 'DateTime'], ['410200', '3/17/2025 6:02 AM'], ['410200', new Date(Date.UTC(2025, 2, 17, 7, 0))]];
    const read = readTrimbleRows(table('trimble', grid), 'America/Phoenix');
    expect(read.errors).toEqual([]);
    expect(read.rows.map((r) => r.value.posTimeStamp)).toEqual(['2025-03-17T13:02:00.000Z', '2025-03-17T14:00:00.000Z']);
  });
});

describe('payroll rows', () => {
  it('keeps the statement reader’s errors with the spreadsheet row numbers, blank rows counted', () => {
    const def = IMPORT_TYPE_DEFS.payroll;
    const names = def.columns.map((c) => c.name);
    const trip = (n: string, miles: string) => names.map((c) => ({ RecordType: 'TRIP', VehicleID: '410200', TripNumber: n, TripStartDate: '2026-01-01', RunType: 'LINEHAUL', DriverNo1: '1004500', MilesQTY: miles })[c] ?? '');
    const read = readRows('payroll', readTable([names, trip('1', '10'), [], trip('2', 'ten')], def));
    expect(read.errors).toEqual([{ row: 4, column: 'MilesQTY', reason: '"ten" is not a number' }]);
  });
});

describe('a maintenance export read back as an import', () => {
  it('reads every exported record and skips the Total row, Vin, Domicile and Total reported as unknown', () => {
    const csv = maintenanceCsv([
      { VehicleID: '410200', Vin: '1FUJHHDR7MLMJ5012', Domicile: 'PHX', ServiceDateString: '03/14/2025', ServiceStatus: 'Completed', status: 'filed', isPM: true, serviceType: 'PM A', odometer: 412345, ServiceNo: 'INV-1', ServiceProvider: 'Rush', filename: '', partsTotal: 1234.5, labourTotal: 380, total: 1614.5 },
      { VehicleID: '410201', ServiceDateString: '03/20/2025', ServiceStatus: 'In Progress', status: 'not filed', ServiceNo: 'RO-7', ServiceProvider: 'Loves', partsTotal: 0, labourTotal: 95, total: 95 },
    ]);
    const parsed = readTable(parseCsv(csv), IMPORT_TYPE_DEFS.maintenance);
    expect(parsed.unknownHeaders).toEqual(['Vin', 'Domicile', 'Total']);
    const read = readMaintenanceRows(parsed);
    expect(read.errors).toEqual([]);
    expect(read.skipped).toBe(1);
    expect(read.rows.map((r) => r.value)).toEqual([
      { id: 'Rush-INV-1', VehicleID: '410200', ServiceDate: '2025-03-14', ServiceStatus: 'Completed', status: 'filed', isPM: true, serviceType: 'PM A', odometer: 412345, ServiceNo: 'INV-1', ServiceProvider: 'Rush', filename: '', notes: '', costLines: [{ kind: 'parts', description: 'Parts', amount: 1234.5 }, { kind: 'labour', description: 'Labour', amount: 380 }] },
      { id: 'Loves-RO-7', VehicleID: '410201', ServiceDate: '2025-03-20', ServiceStatus: 'In Progress', status: 'not filed', isPM: false, serviceType: '', ServiceNo: 'RO-7', ServiceProvider: 'Loves', filename: '', notes: '', costLines: [{ kind: 'labour', description: 'Labour', amount: 95 }] },
    ]);
  });
});
