import * as z from 'zod';
import { TRACTOR_INSPECTION_PAGE, tractorInspectionsQuery, vehicleIdSchema } from '#shared/forms/review-api';
import { formSubmissionEntity } from '#lambdas/data/entities/form-submission';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { defectView } from '#lambdas/inspections/defects/defect-view';
import { prior7dayFaultSubmissions, unresolvedDefectsOf } from '#lambdas/inspections/defects/tractor-defects';
import { LIST_ATTRIBUTES } from './submission-queries.ts';

/** A tractor's inspections newest first, 10 a page, with its unresolved faults and the spec's prior-7-day list. */
export const handler = companyRoute({ params: z.strictObject({ vehicleId: vehicleIdSchema }), query: tractorInspectionsQuery }, async ({ caller, params, query }) => {
  const { companyId } = caller;
  const VehicleID = params.vehicleId;
  const { data: tractor } = await tractorEntity().get({ companyId, VehicleID }).go({ attributes: ['VehicleID', 'serviceState', 'reportedDefectsCount'] });
  if (!tractor) throw new NotFoundError('Tractor not found.');
  const base = formSubmissionEntity().query.byTractor({ companyId, VehicleID });
  const ranged = query.cursor ? base.lt({ submissionId: query.cursor }) : base;
  const [{ data }, defects] = await Promise.all([
    ranged.go({ order: 'desc', limit: TRACTOR_INSPECTION_PAGE + 1, attributes: [...LIST_ATTRIBUTES] }),
    unresolvedDefectsOf(companyId, VehicleID),
  ]);
  const inspections = data.slice(0, TRACTOR_INSPECTION_PAGE);
  const hasMore = data.length > TRACTOR_INSPECTION_PAGE;
  return {
    VehicleID,
    serviceState: tractor.serviceState ?? 'in-service',
    reportedDefectsCount: tractor.reportedDefectsCount ?? defects.length,
    inspections,
    nextCursor: hasMore ? inspections.at(-1)!.submissionId : null,
    unresolvedDefects: defects.map(defectView),
    prior7dayFormFaultSubmissions: prior7dayFaultSubmissions(defects),
  };
});
