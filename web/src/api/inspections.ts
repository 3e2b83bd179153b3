import type { SummaryCounts } from '#shared/forms/review-api';
import type { DefectView, ReviewField, SubmissionRowView } from '#shared/forms/review-views';
import type { SubmissionRow } from '#shared/forms/fill-api';

export type { ReviewField };
import { apiRequest, ApiError } from './client.ts';
import { fetchApiFile, type DownloadedFile } from './payroll-files.ts';

export interface SubmissionFilters { from: string; to: string; VehicleID?: string; driverId?: string; formId?: string; status?: 'failed' | 'open' | 'passed' }
export interface SubmissionTotals { submissions: number; failed: number; faults: number; unresolvedFaults: number; driverComments: number }
export interface SubmissionList { submissions: SubmissionRowView[]; totals: SubmissionTotals; nextCursor: string | null }


export interface SubmissionDetail {
  submission: SubmissionRowView & { startedAt: string; legOrg?: string; legDes?: string; signatureKey?: string; resolvedAt?: string; Vin?: string };
  fields: ReviewField[];
  faults: ReviewField[];
  driverComments: ReviewField[];
  imageUrls: Record<string, string>;
}

export interface MaintenanceInProgress { id: string; VehicleID: string; ServiceDate: string; serviceType?: string; ServiceProvider?: string; ServiceNo?: string }
export interface QueueTractor { VehicleID: string; Domicile: string; serviceState: string; outOfService: boolean; defects: DefectView[]; maintenanceInProgress: MaintenanceInProgress[] }
export interface RepairQueue { tractors: QueueTractor[]; imageUrls: Record<string, string>; totals: { tractors: number; defects: number; outOfService: number } }

export interface SummaryRow extends SummaryCounts { key: string; Domicile?: string }
export interface InspectionSummary { from: string; to: string; domiciles: SummaryRow[]; tractors: SummaryRow[]; totals: SummaryCounts }

export interface ReportedDefects { currentVehicleID: string | null; domiciles: string[]; defects: Array<DefectView & { tractorServiceState: string }>; imageUrls: Record<string, string> }

export type Repair = { maintenanceRecordId: string } | { create: { ServiceProvider: string; ServiceNo?: string; description: string; ServiceDate?: string } };
export interface ResolveInput { comment: string; images?: string[]; repair?: Repair; certification: 'repaired' | 'not-needed'; version: number }

const query = (params: Record<string, string | undefined>) => {
  const entries = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};
const defectPath = (vehicleId: string, defectId: string) => `/tractors/${encodeURIComponent(vehicleId)}/defects/${encodeURIComponent(defectId)}`;

export const listSubmissions = (f: SubmissionFilters, cursor?: string) => apiRequest<SubmissionList>('GET', `/form-submissions${query({ ...f, cursor })}`);
export const getSubmission = (submissionId: string) => apiRequest<SubmissionDetail>('GET', `/form-submissions/${encodeURIComponent(submissionId)}`);
export const repairQueue = (states = 'open,deferred') => apiRequest<RepairQueue>('GET', `/defects${query({ state: states })}`);
export const inspectionSummary = (from: string, to: string) => apiRequest<InspectionSummary>('GET', `/inspections/summary${query({ from, to })}`);
export const reportedDefects = () => apiRequest<ReportedDefects>('GET', '/me/reported-defects');
export const resolveDefect = (vehicleId: string, defectId: string, input: ResolveInput) => apiRequest<DefectView>('POST', `${defectPath(vehicleId, defectId)}/resolve`, input);
export const deferDefect = (vehicleId: string, defectId: string, input: { reason: string; until: string; version: number }) => apiRequest<DefectView>('POST', `${defectPath(vehicleId, defectId)}/defer`, input);
export const markDefect = (vehicleId: string, defectId: string, input: { outOfService: boolean; version: number }) => apiRequest<DefectView>('PATCH', defectPath(vehicleId, defectId), input);
export const downloadSubmissionPdf = (submissionId: string): Promise<DownloadedFile> => fetchApiFile('GET /form-submissions/{submissionId}/pdf', { submissionId }, 'inspection.pdf');

/** The signed-in driver's own DVIRs of the last 90 days, newest first. */
export const myInspections = () => apiRequest<{ inspections: SubmissionRow[] }>('GET', '/me/inspections').then((a) => a.inspections);

/** A submission's PDF as a blob, fetched through the API with the bearer token (so the phone can keep it). */
export async function fetchInspectionPdf(submissionId: string): Promise<Blob> {
  return (await downloadSubmissionPdf(submissionId)).blob;
}

/** Uploads one repair photo (JPEG): a presigned form from the API, then the file straight to storage. */
export async function uploadRepairPhoto(file: Blob, fileName: string): Promise<string> {
  const post = await apiRequest<{ url: string; fields: Record<string, string>; fileKey: string }>('POST', '/defect-uploads', { fileName, fileType: 'image/jpeg', fileSize: file.size });
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(post.url, { method: 'POST', body: form });
  if (!response.ok) throw new ApiError(response.status, 'The photo could not be stored.');
  return post.fileKey;
}
