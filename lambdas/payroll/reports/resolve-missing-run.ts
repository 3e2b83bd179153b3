import { missingRunParams, resolveMissingRunBody } from '#shared/payroll-api/reports';
import { missingRunFlagEntity } from '../../data/entities/missing-run-flag.ts';
import { NotFoundError } from '../../http/errors.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { isConditionalFailure } from '../conditional.ts';
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
