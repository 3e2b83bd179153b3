import { recordCreateBody, type RecordInput } from '#shared/maintenance/api';
import type { CostLine } from '#shared/maintenance/costs';
import type { ImportTypeDef } from '#shared/imports/import-types';
import type { Cell, ImportTable, RowsRead } from '#shared/imports/read-table';
import { columnByField, given, padNumberCell, parsedRow, readRowsBy, type Built, type Problem, type RowValues } from '#shared/imports/row-reader';

/** A record id made from the invoice when the file has none: letters, digits, - and _ only, ≤ 64. */
export function derivedRecordId(serviceProvider: string | undefined, serviceNo: string): string {
  const clean = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '');
  const provider = clean(serviceProvider ?? '');
  return (provider ? `${provider}-${clean(serviceNo)}` : clean(serviceNo)).slice(0, 64);
}

export const maintenanceImportDef: ImportTypeDef = {
  type: 'maintenance',
  label: 'Maintenance records',
  minRole: 4,
  describes:
    'Each row is one service record of a tractor. A record already stored for the same tractor, service date and id is updated; any other row creates a record. Blank id: the id is made from ServiceProvider and ServiceNo.',
  columns: [
    { name: 'VehicleID', kind: 'text', required: true, meaning: 'tractor number (6 letters or digits); the tractor must exist', aliases: ['Tractor', 'TractorID', 'Unit', 'Truck'] },
    { name: 'ServiceDate', kind: 'date', required: true, meaning: 'day of the service (2025-03-14, 3/14/2025 or a spreadsheet date)', aliases: ['Date', 'RepairDate'] },
    { name: 'ServiceNo', kind: 'text', required: false, meaning: 'invoice or repair order number; required when id is blank', aliases: ['InvoiceNo', 'Invoice', 'InvoiceNumber', 'RO', 'WorkOrder'] },
    { name: 'ServiceProvider', kind: 'text', required: false, meaning: 'shop or vendor that did the work', aliases: ['Vendor', 'Shop', 'Provider'] },
    { name: 'ServiceStatus', kind: 'text', required: false, meaning: 'Completed or In Progress (any case); blank = Completed' },
    { name: 'status', kind: 'text', required: false, meaning: 'filed or not filed (yes / no also read); blank = not filed', aliases: ['Filed', 'FilingStatus'] },
    { name: 'isPM', kind: 'flag', required: false, meaning: 'yes when the service was preventive maintenance; blank = no', aliases: ['PM', 'PreventiveMaintenance'] },
    { name: 'serviceType', kind: 'text', required: false, meaning: 'kind of service (Oil change, Brakes…), matched by service programs' },
    { name: 'odometer', kind: 'integer', required: false, meaning: 'odometer at the service, whole miles', aliases: ['Mileage', 'Odo'] },
    { name: 'PartsCost', kind: 'money', required: false, meaning: 'parts, dollars (0 or more); becomes a "Parts" cost line', aliases: ['Parts'] },
    { name: 'LabourCost', kind: 'money', required: false, meaning: 'labour, dollars (0 or more); becomes a "Labour" cost line', aliases: ['Labour', 'Labor', 'LaborCost'] },
    { name: 'notes', kind: 'text', required: false, meaning: 'what was done', aliases: ['Description', 'Comments'] },
    { name: 'filename', kind: 'text', required: false, meaning: 'invoice file name, when one is kept', aliases: ['File', 'InvoiceFile'] },
    { name: 'id', kind: 'text', required: false, meaning: 'record id (letters, digits, - and _, up to 64); blank = made from ServiceProvider and ServiceNo', aliases: ['RecordID'] },
  ],
  sample: [
    ['410200', '2025-03-14', 'INV-1001', 'Rush Truck Center', 'Completed', 'filed', 'yes', 'PM A', '412345', '1234.50', '380.00', 'Oil, filters, grease', '', ''],
    ['410200', '2025-04-02', 'RO-77', 'Loves Truck Care', 'Completed', 'not filed', 'no', 'Brakes', '418900', '612.20', '240.00', 'Front brake shoes', '', ''],
    ['410201', '2025-03-20', 'INV-1002', 'Rush Truck Center', 'In Progress', 'not filed', 'no', 'Tires', '', '0', '95.00', 'Steer tire swap', '', ''],
  ],
};

const SERVICE_STATUS: Readonly<Record<string, RecordInput['ServiceStatus']>> = { completed: 'Completed', complete: 'Completed', inprogress: 'In Progress', open: 'In Progress' };
const FILING: Readonly<Record<string, RecordInput['status']>> = { filed: 'filed', yes: 'filed', y: 'filed', true: 'filed', notfiled: 'not filed', no: 'not filed', n: 'not filed', false: 'not filed' };
const key = (text: unknown) => String(text).toLowerCase().replace(/[^a-z]/g, '');

function costLines(values: RowValues): CostLine[] {
  const lines: CostLine[] = [];
  if (typeof values.PartsCost === 'number' && values.PartsCost !== 0) lines.push({ kind: 'parts', description: 'Parts', amount: values.PartsCost });
  if (typeof values.LabourCost === 'number' && values.LabourCost !== 0) lines.push({ kind: 'labour', description: 'Labour', amount: values.LabourCost });
  return lines;
}

function buildRecord(values: RowValues, cells: Readonly<Record<string, Cell>>): Built<RecordInput> {
  const problems: Problem[] = [];
  const status = values.ServiceStatus === undefined ? 'Completed' : SERVICE_STATUS[key(values.ServiceStatus)];
  if (!status) problems.push({ column: 'ServiceStatus', reason: `${JSON.stringify(values.ServiceStatus)} is not a service status; expected Completed or In Progress` });
  const filing = values.status === undefined ? 'not filed' : FILING[key(values.status)];
  if (!filing) problems.push({ column: 'status', reason: `${JSON.stringify(values.status)} is not a filing status; expected filed or not filed` });
  const serviceNo = values.ServiceNo === undefined ? undefined : String(values.ServiceNo);
  let id = values.id === undefined ? undefined : String(values.id);
  if (id === undefined) {
    if (serviceNo === undefined) problems.push({ column: 'ServiceNo', reason: 'ServiceNo is blank; it is required when id is blank (the record id is made from ServiceProvider and ServiceNo)' });
    else {
      id = derivedRecordId(values.ServiceProvider === undefined ? undefined : String(values.ServiceProvider), serviceNo);
      if (id === '') problems.push({ column: 'ServiceNo', reason: `${JSON.stringify(serviceNo)} has no letter or digit to make a record id from; fill in id` });
    }
  }
  if (typeof values.PartsCost === 'number' && values.PartsCost < 0) problems.push({ column: 'PartsCost', reason: 'An amount is not negative.' });
  if (typeof values.LabourCost === 'number' && values.LabourCost < 0) problems.push({ column: 'LabourCost', reason: 'An amount is not negative.' });
  const lines = costLines(values);
  // The form's schema still reads the rest of the row, so its problems come in the same report.
  const input = given({
    id: id || undefined,
    VehicleID: padNumberCell(cells.VehicleID, values.VehicleID, 6),
    ServiceDate: values.ServiceDate,
    ServiceStatus: status,
    status: filing,
    isPM: values.isPM,
    serviceType: values.serviceType,
    odometer: values.odometer,
    ServiceNo: serviceNo,
    ServiceProvider: values.ServiceProvider,
    filename: values.filename,
    notes: values.notes,
    costLines: lines,
  });
  const byField = columnByField({}, 'VehicleID');
  const columnOf = (path: readonly PropertyKey[]) => {
    if (path[0] === 'costLines') return lines[Number(path[1])]?.kind === 'labour' ? 'LabourCost' : 'PartsCost';
    // A blank id is made from ServiceNo: when it could not be, ServiceNo already says why.
    return path[0] === 'id' && values.id === undefined ? 'ServiceNo' : byField(path);
  };
  const parsed = parsedRow(recordCreateBody, input, columnOf);
  if ('problems' in parsed) for (const p of parsed.problems) if (!problems.some((q) => q.column === p.column)) problems.push(p);
  return problems.length > 0 ? { problems } : parsed;
}

/** The last row of the maintenance export: "Total" and the sums, not a record. */
const isTotalRow = (values: RowValues) => String(values.VehicleID ?? '').toLowerCase() === 'total' && values.ServiceDate === undefined;

/** Maintenance rows as the maintenance form's own schema (recordCreateBody) reads them. */
export function readMaintenanceRows(table: ImportTable): RowsRead<RecordInput> {
  return readRowsBy(table, {
    def: maintenanceImportDef,
    maxText: { VehicleID: 20, ServiceNo: 60, ServiceProvider: 120, serviceType: 60, filename: 255, id: 64 },
    skip: { reason: 'the "Total" row of a maintenance export is not a record', applies: isTotalRow },
    build: buildRecord,
    duplicates: [{ column: (values) => (values.id === undefined ? 'ServiceNo' : 'id'), key: (r) => `${r.VehicleID}\u0000${r.ServiceDate}\u0000${r.id}`, what: (r) => `Tractor ${r.VehicleID} · ${r.ServiceDate} · ${r.id}` }],
  });
}
