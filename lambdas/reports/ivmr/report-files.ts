import writeXlsxFile from 'write-excel-file/node';
import { ivmrCsv, ivmrFileName, ivmrTableRows, type IvmrTractorWeek } from '#shared/reports/ivmr-week';
import { ivmrPdf } from './report-pdf.ts';

export type IvmrFileKind = 'pdf' | 'csv' | 'xlsx';

export interface IvmrFile { kind: IvmrFileKind; filename: string; contentType: string; body: Uint8Array }

export const CONTENT_TYPES: Record<IvmrFileKind, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function ivmrXlsx(weeks: readonly IvmrTractorWeek[]): Promise<Uint8Array> {
  const rows = ivmrTableRows(weeks, true).map((row) => row.map((value) => ({ value })));
  return new Uint8Array(await writeXlsxFile(rows, { sheet: 'IVMR' }).toBuffer());
}

/** The three files of an approved week: the PDF to print, and CSV and XLSX (auditors do not accept a PDF alone). */
export async function ivmrFiles(companyName: string, week: IvmrTractorWeek, approval: string): Promise<IvmrFile[]> {
  const name = (kind: IvmrFileKind) => ivmrFileName(week.VehicleID, week.WeekEnding, kind);
  return [
    { kind: 'pdf', filename: name('pdf'), contentType: CONTENT_TYPES.pdf, body: ivmrPdf({ companyName, week, approval }) },
    { kind: 'csv', filename: name('csv'), contentType: CONTENT_TYPES.csv, body: new TextEncoder().encode(ivmrCsv([week])) },
    { kind: 'xlsx', filename: name('xlsx'), contentType: CONTENT_TYPES.xlsx, body: await ivmrXlsx([week]) },
  ];
}
