import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import type { FillableForm, MyFormsView } from '#shared/forms/fill-api';
import { tractorOfDriver } from '#lambdas/documents/drivers-tractor';
import { formsWithStarter } from '#lambdas/forms/starter-forms';
import { companyRoute } from '#lambdas/http/route-handler';
import { draftsOf, draftView } from '#lambdas/inspections/fill/drafts';

/**
 * The forms the caller may fill: published and not archived, those required for trips first, then by
 * name (a company without a DVIR form gets the starter first, so Start inspection always has one); his forms
 * in progress, newest first; and the tractor he drives, which a pre-trip inspection is about.
 */
export const handler = companyRoute({}, async ({ caller }): Promise<MyFormsView> => {
  const { companyId } = caller;
  const [data, drafts, currentVehicleId] = await Promise.all([
    formsWithStarter(companyId),
    draftsOf(companyId, caller.userId),
    caller.driverId !== DEFAULT_DRIVER_ID ? tractorOfDriver(companyId, caller.driverId) : Promise.resolve(undefined),
  ]);
  const forms: FillableForm[] = data
    .filter((f) => f.state !== 'archived' && (f.publishedVersion ?? 0) > 0)
    .map((f) => ({ formId: f.formId, formName: f.formName, formType: f.formType, publishedVersion: f.publishedVersion ?? 0, requiredForTrips: f.requiredForTrips ?? false }))
    .sort((a, b) => Number(b.requiredForTrips) - Number(a.requiredForTrips) || a.formName.localeCompare(b.formName));
  return {
    forms,
    drafts: drafts.sort((a, b) => b.startedAt.localeCompare(a.startedAt)).map(draftView),
    currentVehicleId: currentVehicleId ?? null,
  };
});
