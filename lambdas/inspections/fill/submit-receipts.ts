import { formSubmitReceiptEntity } from '#lambdas/data/entities/form-submit-receipt';
import { formSubmissionEntity, type FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { monthOfSubmissionId } from '#lambdas/inspections/submission-access';

/** The submission already made under the person's client key (his draft id), or undefined when there is none. */
export async function submittedUnderKey(companyId: string, ownerUid: string, draftId: string): Promise<FormSubmissionItem | undefined> {
  const { data: receipt } = await formSubmitReceiptEntity().get({ companyId, ownerUid, draftId }).go();
  if (!receipt) return undefined;
  const month = monthOfSubmissionId(receipt.submissionId);
  if (!month) return undefined;
  const { data } = await formSubmissionEntity().get({ companyId, month, submissionId: receipt.submissionId }).go();
  return data ?? undefined;
}

/** Pauses between looks for a concurrent submit's receipt: DynamoDB refuses one of two transactions on one key while the other commits. */
const SETTLE_MS = [25, 75, 200, 500];

/**
 * After a submit transaction was refused: the submission of the concurrent try that won, once its
 * transaction has committed (a refusal for a transaction conflict can come before the winner's write shows).
 */
export async function winnerUnderKey(companyId: string, ownerUid: string, draftId: string): Promise<FormSubmissionItem | undefined> {
  for (const pause of [0, ...SETTLE_MS]) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    const found = await submittedUnderKey(companyId, ownerUid, draftId);
    if (found) return found;
  }
  return undefined;
}
