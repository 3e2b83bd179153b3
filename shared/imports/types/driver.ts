import { newDriverFileBody, type NewDriverFile } from '#shared/fleet/driver-file';
import type { ImportTypeDef } from '#shared/imports/import-types';
import type { Cell, ImportTable, RowsRead } from '#shared/imports/read-table';
import { columnByField, given, padNumberCell, parsedRow, readRowsBy, type Built, type RowValues } from '#shared/imports/row-reader';
import { POOL_DRIVER_NAME } from '#shared/statement/columns';

export const driverImportDef: ImportTypeDef = {
  type: 'driver',
  label: 'Drivers',
  minRole: 3,
  describes:
    'Each row is one driver file. A driver already stored with the same DriverID is updated (his pay settings are never touched); a new DriverID creates a driver. Blank cells take the form’s defaults. Rows named "Linehaul Drivers" (the settlement pool) are skipped.',
  columns: [
    { name: 'DriverID', kind: 'text', required: true, meaning: 'driver number, 7 digits', aliases: ['DriverNo', 'DriverNumber', 'EmployeeID'] },
    { name: 'FirstName', kind: 'text', required: true, meaning: 'first name', aliases: ['First'] },
    { name: 'LastName', kind: 'text', required: true, meaning: 'last name', aliases: ['Last'] },
    { name: 'DisplayName', kind: 'text', required: false, meaning: 'name shown on screens; blank = first and last name', aliases: ['Name'] },
    { name: 'Active', kind: 'flag', required: false, meaning: 'yes when the driver is active; blank = yes' },
    { name: 'TermStatus', kind: 'flag', required: false, meaning: 'yes when the driver is terminated; blank = no', aliases: ['Terminated'] },
    { name: 'Domicile', kind: 'text', required: false, meaning: 'home terminal code(s), e.g. PHX or PHX/ELP', aliases: ['Terminal', 'HomeTerminal'] },
    { name: 'Phone', kind: 'text', required: false, meaning: 'US phone number, 10 digits in any punctuation', aliases: ['PhoneNumber', 'Mobile', 'Cell'] },
    { name: 'HireDate', kind: 'date', required: false, meaning: 'date hired', aliases: ['Hired'] },
    { name: 'OriginalHireDate', kind: 'date', required: false, meaning: 'first hire date, for a rehired driver' },
    { name: 'TermDate', kind: 'date', required: false, meaning: 'termination date', aliases: ['TerminationDate'] },
    { name: 'cdlExpDate', kind: 'date', required: false, meaning: 'CDL expiration date', aliases: ['CDLExpiration', 'CDLExp', 'CDLExpires'] },
    { name: 'medExpDate', kind: 'date', required: false, meaning: 'medical card expiration date', aliases: ['MedicalCardExpiration', 'MedExp', 'MedicalExpiration'] },
  ],
  sample: [
    ['1004590', 'Rosa', 'Delgado', '', 'yes', 'no', 'PHX', '(602) 555-0143', '2024-06-03', '', '', '2027-06-30', '2026-11-15'],
    ['1004591', 'Kevin', 'Marsh', 'Kev Marsh', 'yes', 'no', 'ELP', '915-555-0178', '3/18/2025', '3/18/2025', '', '2028-01-31', '2026-09-01'],
    ['1004592', 'Alan', 'Pruitt', '', 'no', 'yes', 'ABQ', '', '2021-02-01', '', '2025-02-28', '', ''],
  ],
};

const isPool = (values: RowValues) =>
  [`${values.FirstName ?? ''} ${values.LastName ?? ''}`, values.DisplayName, values.FirstName, values.LastName].some((name) => typeof name === 'string' && name.trim().replace(/\s+/g, ' ').toLowerCase() === POOL_DRIVER_NAME);

function buildDriver(values: RowValues, cells: Readonly<Record<string, Cell>>): Built<NewDriverFile> {
  const text = (name: string) => (values[name] === undefined ? undefined : String(values[name]));
  return parsedRow(
    newDriverFileBody,
    given({
      DriverID: padNumberCell(cells.DriverID, values.DriverID, 7),
      FirstName: text('FirstName'),
      LastName: text('LastName'),
      DisplayName: text('DisplayName'),
      Active: values.Active,
      TermStatus: values.TermStatus,
      Domicile: text('Domicile'),
      Phone: text('Phone'),
      HireDate: values.HireDate,
      OriginalHireDate: values.OriginalHireDate,
      TermDate: values.TermDate,
      cdlExpDate: values.cdlExpDate,
      medExpDate: values.medExpDate,
    }),
    columnByField({}, 'DriverID'),
  );
}

/** Driver rows as the driver file form's own schema (newDriverFileBody) reads them. */
export function readDriverRows(table: ImportTable): RowsRead<NewDriverFile> {
  return readRowsBy(table, {
    def: driverImportDef,
    maxText: { DriverID: 20, FirstName: 60, LastName: 60, DisplayName: 120, Domicile: 60, Phone: 30 },
    skip: { reason: '"Linehaul Drivers" rows are the settlement’s pool of drivers, not a driver', applies: isPool },
    build: buildDriver,
    duplicates: [{ column: 'DriverID', key: (d) => d.DriverID, what: (d) => `Driver ${d.DriverID}` }],
  });
}
