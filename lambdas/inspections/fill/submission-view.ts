import type { SubmissionRow, SubmissionView } from '#shared/forms/fill-api';
import type { FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { fromStoredField } from '#lambdas/inspections/stored-fields';

export function submissionRow(s: FormSubmissionItem): SubmissionRow {
  return {
    submissionId: s.submissionId, formId: s.formId, formVersion: s.formVersion, formName: s.formName, formType: s.formType,
    completedAt: s.completedAt, startedAt: s.startedAt, VehicleID: s.VehicleID, submittedByDisplayName: s.submittedByDisplayName,
    legOrg: s.legOrg ?? '', legDes: s.legDes ?? '', countOfFailedFormFields: s.countOfFailedFormFields, driverCommentCount: s.driverCommentCount,
    unresolvedFaultCount: s.unresolvedFaultCount,
  };
}

export function submissionView(s: FormSubmissionItem, shopAlerted: boolean): SubmissionView {
  return { ...submissionRow(s), formFields: s.formFields.map(fromStoredField), shopAlerted };
}
