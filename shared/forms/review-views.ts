import type { DefectState } from './defect-states.ts';
import type { SubmittedField } from './form-fields.ts';

/** An answer with its fault's state and resolution, as the review page and the PDF show it. */
export interface ReviewField extends SubmittedField {
  defectId?: string;
  state?: DefectState;
  deferredReason?: string;
  deferredUntil?: string;
  outOfService?: boolean;
  maintenanceRecordId?: string;
  repairCertification?: 'repaired' | 'not-needed';
  repairCertifiedBy?: string;
  defectVersion?: number;
}

/** A fault as the review pages and the repair queue show it. */
export interface DefectView {
  defectId: string;
  VehicleID: string;
  submissionId: string;
  fieldId: string;
  state: DefectState;
  label: string;
  category: string;
  formName: string;
  completedAt: string;
  Domicile?: string;
  reportedBy: string;
  reportedByDriverId?: string;
  remarks?: string;
  photos?: string[];
  outOfService: boolean;
  deferredReason?: string;
  deferredUntil?: string;
  resolvedBy?: string;
  resolvedByDisplayName?: string;
  resolvedByUid?: string;
  resolvedAt?: string;
  resolutionComment?: string;
  resolutionImages?: string[];
  maintenanceRecordId?: string;
  repairCertification?: 'repaired' | 'not-needed';
  repairCertifiedBy?: string;
  version: number;
}

/** A row of the submissions list: no answers. */
export interface SubmissionRowView {
  submissionId: string;
  completedAt: string;
  formId: string;
  formName: string;
  formVersion: number;
  formType: string;
  VehicleID: string;
  Domicile?: string;
  category: string;
  submittedByDisplayName: string;
  countOfFailedFormFields: number;
  unresolvedFaultCount: number;
  driverCommentCount: number;
}
