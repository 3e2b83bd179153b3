import { formDraftEntity } from '#lambdas/data/entities/form-draft';

/** Spec `requiredFormsInProgress` of a tractor: each form being filled about it (submissionId is the draft's id). */
export interface FormInProgress {
  submissionId: string;
  startedAt: string;
  formName: string;
}

/** The tractor's forms in progress, oldest first (the draft tractor index). */
export async function formsInProgressOf(companyId: string, VehicleID: string): Promise<FormInProgress[]> {
  const { data } = await formDraftEntity().query.byTractor({ companyId, VehicleID }).go({ pages: 'all', attributes: ['draftId', 'startedAt', 'formName'] });
  return data.map((d) => ({ submissionId: d.draftId, startedAt: d.startedAt, formName: d.formName }));
}
