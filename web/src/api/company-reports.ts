import type { PointsSummaryView, PointsUploadTicket } from '#shared/reports/points-api';
import { REPORT_LINK_HEADER, type ReportLinkDownload, type ScheduledReportInput, type ScheduledReportList, type ScheduledReportView } from '#shared/reports/schedule-api';
import { apiRequest } from './client.ts';
import { linkRequest } from './link-request.ts';
import { UploadFailedError } from './payroll-imports.ts';

export const companyReportKeys = {
  points: ['points-summary'] as const,
  schedules: ['scheduled-reports'] as const,
};

export const getPointsSummary = () => apiRequest<PointsSummaryView>('GET', '/points-summary');

/** A points file in three steps: a presigned PUT, the file straight to storage, then the API reads it. */
export async function uploadPointsFile(file: File): Promise<PointsSummaryView> {
  const ticket = await apiRequest<PointsUploadTicket>('POST', '/points-summary/uploads', { fileName: file.name, size: file.size });
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.contentType }, body: file }).catch(() => null);
  if (!put?.ok) throw new UploadFailedError(put ? `The file upload answered ${put.status}.` : 'The file could not be uploaded.');
  return apiRequest<PointsSummaryView>('POST', '/points-summary/files', { fileKey: ticket.fileKey, fileName: file.name });
}

export const listSchedules = () => apiRequest<ScheduledReportList>('GET', '/scheduled-reports');
export const createSchedule = (body: ScheduledReportInput) => apiRequest<ScheduledReportView>('POST', '/scheduled-reports', body);
export const updateSchedule = (scheduleId: string, body: ScheduledReportInput) => apiRequest<ScheduledReportView>('PUT', `/scheduled-reports/${encodeURIComponent(scheduleId)}`, body);
export const deleteSchedule = (scheduleId: string) => apiRequest<void>('DELETE', `/scheduled-reports/${encodeURIComponent(scheduleId)}`);

/** A scheduled report's file through its e-mailed link. */
export function reportByLink(token: string): Promise<ReportLinkDownload> {
  return linkRequest<ReportLinkDownload>({ header: REPORT_LINK_HEADER, token, method: 'GET', path: '/report-link/download' });
}
