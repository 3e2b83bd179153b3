import { toCsv, type CsvCell } from '#shared/csv/write-csv';
import type { ImportType } from '#shared/imports/import-types';
import { addDaysIso } from '#shared/maintenance/service-dates';
import { todayIn } from '#shared/dates/time-zone';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { importInProcess, rollBackInProcess } from '#lambdas/imports/pipeline/in-process';
import type { DemoCompany } from './demo-companies.ts';
import { demoDrivers, demoTractors } from './demo-fleet.ts';

/** The demo's import history: fixed ids, so the tests and the README can name them. */
export const DEMO_IMPORTS = {
  vehicle: 'demo-import-tractor-registrations',
  driver: 'demo-import-license-renewals',
  refused: 'demo-import-outside-invoices-refused',
  maintenance: 'demo-import-outside-invoices',
  rolledBack: 'demo-import-driver-phones',
} as const;

/** The demo record the maintenance import updates: the annual inspection of this tractor (its invoice corrected). */
export const DEMO_IMPORT_UPDATED_TRACTOR = '410201';

const MAINTENANCE_HEADER = ['VehicleID', 'ServiceDate', 'ServiceNo', 'ServiceProvider', 'ServiceStatus', 'status', 'isPM', 'serviceType', 'odometer', 'PartsCost', 'LabourCost', 'notes', 'filename', 'id'];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** An import time `days` ago at `hour` (UTC) of that day: the history spreads over the last weeks. */
const at = (days: number, hour: number) => new Date(Math.floor(Date.now() / DAY_MS - days) * DAY_MS + hour * HOUR_MS).toISOString();

interface Importer { name: string; uid: string }

function importerOf(company: DemoCompany, subs: ReadonlyMap<string, string>, role: number): Importer {
  const user = company.users.find((u) => u.role === role);
  const uid = user && subs.get(user.email);
  if (!user || !uid) throw new Error(`The demo company ${company.companyId} has no signed-up user of role ${role}`);
  return { name: user.name, uid };
}

async function imported(company: DemoCompany, importBatchId: string, importType: ImportType, fileName: string, file: string, by: Importer, importedAt: string, expected: string) {
  const entry = await importInProcess({ companyId: company.companyId, importBatchId, importType, fileName, file, importedBy: by.name, importedByUid: by.uid, importedAt });
  if (entry.status !== expected) throw new Error(`The demo import ${fileName} ended ${entry.status}, not ${expected}: ${entry.failureMessage ?? ''} ${JSON.stringify(entry.rowErrors ?? [])}`);
  return entry;
}

/** Outside-shop invoices of three tractors, and the corrected invoice of a demo annual inspection (same tractor, day and id: an update). */
async function invoiceRows(company: DemoCompany, today: string): Promise<CsvCell[][]> {
  const { data } = await maintenanceRecordEntity().query.byVehicle({ companyId: company.companyId, VehicleID: DEMO_IMPORT_UPDATED_TRACTOR }).go({ pages: 'all' });
  const annual = data.find((r) => r.serviceType === 'Annual inspection' && r.ServiceStatus === 'Completed');
  if (!annual) throw new Error(`The demo tractor ${DEMO_IMPORT_UPDATED_TRACTOR} has no annual inspection to correct`);
  return [
    ['410202', addDaysIso(today, -18), 'RO-58231', "Love's Truck Care", 'Completed', 'filed', 'no', 'Tires', '', '1240.00', '180.00', 'Two steer tires mounted and balanced', '', ''],
    ['410205', addDaysIso(today, -16), 'INV-77310', 'Rush Truck Center', 'Completed', 'filed', 'no', 'Electrical', '', '86.40', '95.00', 'Marker lights and trailer harness repaired', '', ''],
    ['410209', addDaysIso(today, -15), 'TA-20417', 'TA Truck Service', 'Completed', 'not filed', 'no', 'Air system', '', '212.75', '140.00', 'Air dryer cartridge replaced', '', ''],
    [annual.VehicleID, annual.ServiceDate, annual.ServiceNo ?? '', annual.ServiceProvider ?? '', 'Completed', 'filed', 'no', annual.serviceType ?? '', '', '0', '165.00', 'Annual DOT inspection; invoice corrected by the shop (travel time)', '', annual.id],
  ];
}

/**
 * Red Mesa's import history, imported through the import workflows' own tasks (lambdas/imports/pipeline/in-process.ts)
 * so each entry opens, exports and rolls back on the Imports page like one made there: tractor plates,
 * CDL and medical card renewals, an outside-shop invoices file refused for its errors and then imported
 * fixed (three records and one demo record updated), and a drivers' phone file rolled back. No IVMR or
 * expense rules: those tables stay as the other seeds leave them. Runs after every other seed, so
 * nothing changes the imported records after their import.
 */
export async function seedImports(company: DemoCompany, subs: ReadonlyMap<string, string>): Promise<void> {
  if (company.companyId !== 'red-mesa-freight') return;
  const { data: done } = await importHistoryEntity().get({ companyId: company.companyId, importBatchId: DEMO_IMPORTS.vehicle }).go();
  if (done) return;
  const owner = importerOf(company, subs, 1);
  const shop = importerOf(company, subs, 4);
  const today = todayIn(company.timeZone);
  const tractors = new Map(demoTractors(company).map((t) => [t.VehicleID, t]));
  const drivers = new Map(demoDrivers(company).map((d) => [d.DriverID, d]));

  const plated = tractors.get('410206')!;
  await imported(company, DEMO_IMPORTS.vehicle, 'vehicle', 'tractor-registrations.csv',
    toCsv(['VehicleID', 'Vin', 'LicensePlateNo', 'FuelCardNo'], [[plated.VehicleID, plated.Vin, 'AZ 7RM-4120', '7083 0500 4490']]), owner, at(26, 16), 'completed');

  const renewed = ['1004503', '1004505', '1004511'].map((id) => drivers.get(id)!);
  await imported(company, DEMO_IMPORTS.driver, 'driver', 'license-renewals.csv',
    toCsv(['DriverID', 'FirstName', 'LastName', 'cdlExpDate', 'medExpDate'], renewed.map((d, i) => [d.DriverID, d.FirstName, d.LastName, `2030-0${i + 3}-15`, `2028-0${i + 4}-10`])), owner, at(19, 15), 'completed');

  const invoices = await invoiceRows(company, today);
  // The first try: a tractor number mistyped and a labour cost not filled in; nothing of it is written.
  const broken = [invoices[0]!, ['410299', ...invoices[1]!.slice(1)], invoices[2]!.map((cell, i) => (i === 10 ? 'TBD' : cell)), invoices[3]!];
  await imported(company, DEMO_IMPORTS.refused, 'maintenance', 'outside-shop-invoices.csv', toCsv(MAINTENANCE_HEADER, broken), shop, at(12, 14), 'failed');
  await imported(company, DEMO_IMPORTS.maintenance, 'maintenance', 'outside-shop-invoices-fixed.csv', toCsv(MAINTENANCE_HEADER, invoices), shop, at(12, 15), 'completed');

  const phones = ['1004509', '1004513'].map((id) => drivers.get(id)!);
  const importedAt = at(5, 17);
  await imported(company, DEMO_IMPORTS.rolledBack, 'driver', 'driver-phones.csv',
    toCsv(['DriverID', 'FirstName', 'LastName', 'Phone'], phones.map((d, i) => [d.DriverID, d.FirstName, d.LastName, `(520) 555-0${140 + i}`])), owner, importedAt, 'completed');
  const rolled = await rollBackInProcess(company.companyId, DEMO_IMPORTS.rolledBack, { rolledBackBy: owner.name, rolledBackByUid: owner.uid });
  if (rolled.status !== 'rolled-back') throw new Error(`The demo rollback of driver-phones.csv ended ${rolled.status}: ${rolled.failureMessage ?? ''}`);
  // The owner saw the wrong numbers the same afternoon.
  await importHistoryEntity().patch({ companyId: company.companyId, importBatchId: DEMO_IMPORTS.rolledBack }).set({ rolledBackAt: new Date(Date.parse(importedAt) + 2 * HOUR_MS).toISOString() }).go();
}
