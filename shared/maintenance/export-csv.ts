import { csvMoney, toCsv } from '#shared/csv/write-csv';
import { sumAmounts } from './costs.ts';

export interface ExportedRecord {
  VehicleID: string;
  Vin?: string | undefined;
  Domicile?: string | undefined;
  ServiceDateString: string;
  ServiceStatus: string;
  status?: string | undefined;
  isPM?: boolean | undefined;
  serviceType?: string | undefined;
  odometer?: number | undefined;
  ServiceNo?: string | undefined;
  ServiceProvider?: string | undefined;
  filename?: string | undefined;
  partsTotal?: number | undefined;
  labourTotal?: number | undefined;
  total?: number | undefined;
}

export const EXPORT_HEADER = ['VehicleID', 'Vin', 'Domicile', 'ServiceDate', 'ServiceStatus', 'Filed', 'PM', 'Service type', 'Odometer', 'ServiceNo', 'ServiceProvider', 'File', 'Parts', 'Labour', 'Total'];

/** The maintenance CSV: one row per record and a last row whose amounts are the exact sums of the rows. */
export function maintenanceCsv(records: readonly ExportedRecord[]): string {
  const rows = records.map((r) => [
    r.VehicleID, r.Vin ?? '', r.Domicile ?? '', r.ServiceDateString, r.ServiceStatus, r.status === 'filed' ? 'yes' : 'no', r.isPM ? 'yes' : 'no',
    r.serviceType ?? '', r.odometer ?? null, r.ServiceNo ?? '', r.ServiceProvider ?? '', r.filename ?? '',
    csvMoney(r.partsTotal ?? 0), csvMoney(r.labourTotal ?? 0), csvMoney(r.total ?? 0),
  ]);
  const totals = ['Total', '', '', '', '', '', '', '', null, '', '', '',
    csvMoney(sumAmounts(records.map((r) => r.partsTotal ?? 0))), csvMoney(sumAmounts(records.map((r) => r.labourTotal ?? 0))), csvMoney(sumAmounts(records.map((r) => r.total ?? 0)))];
  return toCsv(EXPORT_HEADER, [...rows, totals]);
}
