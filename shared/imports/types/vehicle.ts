import { newTractorBody, type NewTractor } from '#shared/fleet/tractor-api';
import type { ImportTypeDef } from '#shared/imports/import-types';
import type { Cell, ImportTable, RowsRead } from '#shared/imports/read-table';
import { columnByField, given, padNumberCell, parsedRow, readRowsBy, type Built, type RowValues } from '#shared/imports/row-reader';

export const vehicleImportDef: ImportTypeDef = {
  type: 'vehicle',
  label: 'Tractors',
  minRole: 4,
  describes:
    'Each row is one tractor. A tractor already stored with the same VehicleID is updated (a new VIN is recorded in its VIN history); a new VehicleID creates a tractor. Blank cells take the form’s defaults.',
  columns: [
    { name: 'VehicleID', kind: 'text', required: true, meaning: 'tractor number, exactly 6 letters or digits', aliases: ['Tractor', 'TractorID', 'Unit', 'UnitNumber', 'Truck'] },
    { name: 'Vin', kind: 'text', required: true, meaning: 'vehicle identification number, 17 characters (check digit verified)', aliases: ['VINNumber', 'VehicleIdentificationNumber'] },
    { name: 'Active', kind: 'flag', required: false, meaning: 'yes when the tractor is in the fleet; blank = yes' },
    { name: 'Domicile', kind: 'text', required: false, meaning: 'home terminal code(s), e.g. PHX or PHX/ELP', aliases: ['Terminal', 'HomeTerminal'] },
    { name: 'Year', kind: 'integer', required: false, meaning: 'model year (1980–2100)', aliases: ['ModelYear'] },
    { name: 'Make', kind: 'text', required: false, meaning: 'make, e.g. Freightliner' },
    { name: 'Model', kind: 'text', required: false, meaning: 'model, e.g. Cascadia' },
    { name: 'FuelCardNo', kind: 'text', required: false, meaning: 'fuel card number', aliases: ['FuelCard', 'FuelCardNumber'] },
    { name: 'VedrSerial', kind: 'text', required: false, meaning: 'video event recorder serial', aliases: ['VEDR'] },
    { name: 'EldSerial', kind: 'text', required: false, meaning: 'ELD serial', aliases: ['ELD'] },
    { name: 'LicensePlateNo', kind: 'text', required: false, meaning: 'license plate', aliases: ['LicensePlate', 'Plate', 'PlateNumber'] },
  ],
  sample: [
    ['410290', '1FUJHHDR7MLMJ5012', 'yes', 'PHX', '2021', 'Freightliner', 'Cascadia', '7083-0412', '', 'ELD-88120', 'AZ 4TR-190'],
    ['410291', '3AKJHHDR9NSNA4713', 'yes', 'ELP', '2022', 'Freightliner', 'Cascadia', '7083-0413', '', 'ELD-88121', 'TX 9KL-223'],
    ['410292', '1XKYD49XXMJ441234', 'no', 'ABQ', '2021', 'Kenworth', 'T680', '', '', '', ''],
  ],
};

function buildTractor(values: RowValues, cells: Readonly<Record<string, Cell>>): Built<NewTractor> {
  const text = (name: string) => (values[name] === undefined ? undefined : String(values[name]));
  return parsedRow(
    newTractorBody,
    given({
      VehicleID: padNumberCell(cells.VehicleID, values.VehicleID, 6),
      Vin: text('Vin'),
      Active: values.Active,
      Domicile: text('Domicile'),
      Year: values.Year,
      Make: text('Make'),
      Model: text('Model'),
      FuelCardNo: text('FuelCardNo'),
      VedrSerial: text('VedrSerial'),
      EldSerial: text('EldSerial'),
      LicensePlateNo: text('LicensePlateNo'),
    }),
    columnByField({}, 'VehicleID'),
  );
}

/** Tractor rows as the tractor form's own schema (newTractorBody) reads them; a VIN appears once. */
export function readVehicleRows(table: ImportTable): RowsRead<NewTractor> {
  return readRowsBy(table, {
    def: vehicleImportDef,
    maxText: { VehicleID: 20, Vin: 40, Domicile: 60, Make: 40, Model: 40, FuelCardNo: 40, VedrSerial: 40, EldSerial: 40, LicensePlateNo: 20 },
    build: buildTractor,
    duplicates: [
      { column: 'VehicleID', key: (t) => t.VehicleID, what: (t) => `Tractor ${t.VehicleID}` },
      { column: 'Vin', key: (t) => t.Vin, what: (t) => `VIN ${t.Vin}` },
    ],
  });
}
