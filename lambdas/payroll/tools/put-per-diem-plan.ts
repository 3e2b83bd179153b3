import { perDiemPlanBody } from '#shared/payroll-api/per-diem-plan';
import { perDiemPlanOf } from '#shared/payroll/per-diem-plan';
import { companyEntity } from '#lambdas/data/entities/company';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/**
 * Sets the company's per diem plan (pay rules, "What the driver is paid"), locked by its own version so
 * that two people saving from pages loaded before each other's change do not overwrite it unseen. A
 * company that never saved one is at version 1 (the default plan, share). Runs calculated before keep the
 * plan they were calculated with until they are calculated again.
 */
export const handler = companyRoute({ body: perDiemPlanBody }, async ({ caller, body }) => {
  const next = body.version + 1;
  try {
    await companyEntity()
      .patch({ companyId: caller.companyId })
      .set({ perDiemPlan: body.perDiemPlan, perDiemPlanVersion: next })
      .where(({ perDiemPlanVersion }, { eq, notExists }) => (body.version === 1 ? `(${notExists(perDiemPlanVersion)} OR ${eq(perDiemPlanVersion, 1)})` : eq(perDiemPlanVersion, body.version)))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data } = await companyEntity().get({ companyId: caller.companyId }).go({ attributes: ['perDiemPlanVersion'] });
    if (!data) throw new NotFoundError('Company not found.');
    throw new ConflictError('The per diem plan was changed by someone else. Reload the page and choose again.');
  }
  return { perDiemPlan: perDiemPlanOf({ perDiemPlan: body.perDiemPlan }), version: next };
});
