import { missingRunParams, resolveMissingRunBody } from '#shared/payroll-api/reports';
import { missingRunFlagEntity } from '#lambdas/data/entities/missing-run-flag';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { flagView } from './get-driver-reports.ts';

/** Marks a missing-run flag resolved (or open again), recording who and when. */
export const handler = companyRoute({ params: missingRunParams, body: resolveMissingRunBody }, async ({ caller, params, body }) => {
  const key = { companyId: caller.companyId, PayRunID: params.id, TripNumber: params.tripNumber };
  try {
    const update = missingRunFlagEntity().patch(key);
    const { data } = await (body.resolved
      ? update.set({ resolved: true, resolvedBy: caller.displayName, resolvedAt: new Date().toISOString() })
      : update.set({ resolved: false }).remove(['resolvedBy', 'resolvedAt'])
    ).go({ response: 'all_new' });
    return flagView(data as never);
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFoundError('Missing-run flag not found.');
    throw error;
  }
});
