import type { MmrRecordItem } from '#lambdas/data/entities/mmr-record';
import { miles, money, ReportPen, type Column } from './report-pen.ts';

const PM_TEXT = { overdue: 'Overdue', due: 'Due', 'due-soon': 'Due soon', ok: 'OK', unknown: 'Unknown' } as const;

/** Widths add up to the page's 532-point text width. */
const SERVICE_COLUMNS: Column[] = [
  { header: 'Date', width: 56 }, { header: 'Service', width: 104 }, { header: 'Vendor', width: 96 }, { header: 'Work order', width: 62 },
  { header: 'Status', width: 58 }, { header: 'Parts', width: 52, align: 'right' }, { header: 'Labor', width: 52, align: 'right' }, { header: 'Total', width: 52, align: 'right' },
];

function monthTitle(month: string): string {
  const date = new Date(`${month}-01T12:00:00Z`);
  return date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** One tractor's monthly maintenance report (spec generateMMRPDFFunction): identity, mileage, PM status and the month's services with their costs. */
export function mmrPdf(record: MmrRecordItem, companyName: string): Uint8Array {
  const pen = new ReportPen(`${record.VehicleID} ${record.Month} MMR`);
  pen.line(companyName, { size: 14, font: 'bold' });
  pen.line(`Monthly maintenance report - ${monthTitle(record.Month)}`, { size: 12, font: 'bold', gap: 6 });
  pen.line(`Unit ${record.VehicleID}    VIN ${record.Vin || '-'}    Domicile ${record.Domicile || '-'}`, { font: 'bold' });
  const vehicle = [record.Year, record.Make, record.Model].filter(Boolean).join(' ');
  if (vehicle) pen.line(vehicle);
  pen.space(4);
  pen.line(`Odometer at start ${miles(record.odometerStart)}    at end ${miles(record.odometerEnd)}    Miles ${miles(record.miles)}`);
  pen.line(`PM status at month end: ${PM_TEXT[record.pmStatus]}`, { font: 'bold' });
  if (record.pmDetail) pen.line(record.pmDetail, { size: 8.5 });
  pen.space(8);
  const services = record.services ?? [];
  pen.line(`Services (${services.length})`, { size: 11, font: 'bold', gap: 2 });
  if (services.length === 0) pen.line('No service this month.');
  else {
    pen.table(
      SERVICE_COLUMNS,
      services.map((s) => [s.date, s.service, s.vendor, s.workOrder, s.status, money(s.parts), money(s.labor), money(s.total)]),
      ['Total', '', '', '', '', money(record.partsTotal ?? 0), money(record.laborTotal ?? 0), money(record.totalCost ?? 0)],
    );
  }
  pen.space(8);
  pen.line(`Built ${record.builtOn.slice(0, 10)}`, { size: 8 });
  return pen.save();
}
