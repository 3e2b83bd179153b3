import { fetchAuthSession } from 'aws-amplify/auth';
import { CLIENT_VERSION } from '#shared/access/app-version';
import type { PmReportView, ProgramInput, ProgramView, RecordInput, RecordList, RecordView, ReminderState, ReminderView, SearchEntry, ServiceStatusRow } from '#shared/maintenance/api';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { apiRequest, ApiError } from './client.ts';
import type { DownloadedFile } from './payroll-files.ts';

export interface TractorMaintenance {
  records: RecordView[];
  nextCursor: string | null;
  hasMore: boolean;
  reminders: ReminderView[];
}

export interface SearchQuery {
  searchTerm: string;
  serviceStatus?: 'In Progress' | 'Completed';
  vinList?: string[];
  domiciles?: string[];
  tractorIds?: string[];
  limit?: number;
  cursor?: string;
}

export interface SearchAnswer { results: SearchEntry[]; nextCursor: string | null; hasMore: boolean }
export type RecordKey = Pick<RecordView, 'VehicleID' | 'ServiceDate' | 'id'>;

const query = (params: Record<string, string | undefined>) => {
  const entries = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

export const tractorMaintenance = (vehicleId: string, cursor?: string) =>
  apiRequest<TractorMaintenance>('GET', `/tractors/${encodeURIComponent(vehicleId)}/maintenance${query({ cursor })}`);
export const listRecords = (list: RecordList) => apiRequest<{ records: RecordView[] }>('GET', `/maintenance/records${query({ list })}`).then((a) => a.records);
export const createRecord = (input: RecordInput) => apiRequest<RecordView>('POST', '/maintenance/records', input);
export const updateRecord = (record: RecordView, input: RecordInput) => {
  const { id, ...fields } = input;
  return apiRequest<RecordView>('PUT', `/maintenance/records/${encodeURIComponent(id)}`, { ...fields, was: { VehicleID: record.VehicleID, ServiceDate: record.ServiceDate }, version: record.version });
};
/** Voids a record entered by mistake, at the version the reader saw; the answer is the record as voided. */
export const voidRecord = (record: RecordView, reason: string) =>
  apiRequest<RecordView>('POST', `/maintenance/records/${encodeURIComponent(record.id)}/void`, { VehicleID: record.VehicleID, ServiceDate: record.ServiceDate, version: record.version, reason });
export const searchRecords = (q: SearchQuery) => apiRequest<SearchAnswer>('POST', '/maintenance/search', q);
export const listPrograms = () => apiRequest<{ programs: ProgramView[] }>('GET', '/maintenance/programs').then((a) => a.programs);
export const createProgram = (program: ProgramInput) => apiRequest<ProgramView>('POST', '/maintenance/programs', program);
export const updateProgram = (programId: string, program: ProgramInput, version: number) => apiRequest<ProgramView>('PUT', `/maintenance/programs/${encodeURIComponent(programId)}`, { program, version });
export const deleteProgram = (programId: string) => apiRequest<unknown>('DELETE', `/maintenance/programs/${encodeURIComponent(programId)}`);
export const listReminders = (domiciles: string[], state?: ReminderState) =>
  apiRequest<{ reminders: ReminderView[] }>('GET', `/maintenance/reminders${query({ domiciles: domiciles.join(','), state })}`).then((a) => a.reminders);
export const getPmReport = (date?: string) => apiRequest<{ days: string[]; report: PmReportView | null }>('GET', `/maintenance/pm-reports${query({ date })}`);
export const refreshPmReport = () => apiRequest<PmReportView>('POST', '/maintenance/pm-reports', {});
export const serviceStatus = () => apiRequest<{ tractors: ServiceStatusRow[] }>('GET', '/maintenance/service-status').then((a) => a.tractors);
export const requestService = (body: { VehicleID: string; description: string }) => apiRequest<RecordView>('POST', '/maintenance/service-requests', body);

/** Uploads an invoice for a record: a presigned form from the API, then the file straight to storage. */
export async function uploadInvoice(record: RecordView, file: File): Promise<string> {
  const post = await apiRequest<{ url: string; fields: Record<string, string>; filename: string }>('POST', `/maintenance/records/${encodeURIComponent(record.id)}/invoice`, {
    VehicleID: record.VehicleID, ServiceDate: record.ServiceDate, fileName: file.name, fileType: file.type, fileSize: file.size,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(post.url, { method: 'POST', body: form });
  if (!response.ok) throw new ApiError(response.status, 'The invoice could not be stored.');
  return post.filename;
}

/** The CSV of the chosen records (a POST: the selection travels in the body). */
export async function downloadRecordsCsv(records: RecordKey[]): Promise<DownloadedFile> {
  const headers: Record<string, string> = { 'x-app-version': CLIENT_VERSION, 'content-type': 'application/json' };
  const token = (await fetchAuthSession().catch(() => undefined))?.tokens?.idToken?.toString();
  if (token) headers.authorization = `Bearer ${token}`;
  const body = JSON.stringify({ records: records.map(({ VehicleID, ServiceDate, id }) => ({ VehicleID, ServiceDate, id })) });
  const response = await fetch(`${runtimeConfig().apiUrl.replace(/\/$/, '')}/maintenance/records/export`, { method: 'POST', headers, body });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, answer.message || `The server answered ${response.status}`, answer.fields ?? {});
  }
  return { blob: await response.blob(), fileName: 'maintenance-records.csv' };
}
