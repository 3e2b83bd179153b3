import { randomBytes } from 'node:crypto';
import type { IvmrTractorWeek } from '#shared/reports/ivmr-week';
import { safeFileName, uploadKey } from '#shared/uploads/upload-rules';
import { ivmrReportEntity, type IvmrReportItem } from '#lambdas/data/entities/ivmr-report';
import { writeObject } from '#lambdas/imports/uploads';
import { ivmrFiles } from './report-files.ts';

export function approvalLine(by: string, at: string): string {
  return `Approved by ${by} at ${at.slice(0, 16).replace('T', ' ')} UTC`;
}

/** Where an approved week's files live: under the company's folder, by week and tractor. */
export function reportFolder(companyId: string, WeekEnding: string, VehicleID: string, reportId: string): string {
  return uploadKey(companyId, `ivmrReports/${WeekEnding}/${safeFileName(VehicleID)}/${reportId}`, '');
}

export function newReportId(WeekEnding: string, VehicleID: string): string {
  return `${WeekEnding}_${VehicleID}_${randomBytes(6).toString('hex')}`;
}

/** Renders the week's PDF, CSV and XLSX into the bucket and stores their IVMRReports item. */
export async function saveIvmrReport(companyId: string, companyName: string, week: IvmrTractorWeek & { reportId: string; approvedBy: string; approvedAt: string }): Promise<IvmrReportItem> {
  const { WeekEnding, VehicleID, reportId, approvedBy, approvedAt } = week;
  const files = await ivmrFiles(companyName, week, approvalLine(approvedBy, approvedAt));
  const folder = reportFolder(companyId, WeekEnding, VehicleID, reportId);
  const stored = files.map((f) => ({ kind: f.kind, filename: f.filename, key: `${folder}${safeFileName(f.filename)}` }));
  await Promise.all(files.map((f, i) => writeObject(stored[i]!.key, f.body, f.contentType)));
  const item = { companyId, WeekEnding, VehicleID, reportId, files: stored, miles: week.miles, approvedBy, approvedAt };
  await ivmrReportEntity().put(item).go({ response: 'none' });
  return item;
}
