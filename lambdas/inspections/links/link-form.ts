import type { FormVersionView, LinkFormView } from '#shared/forms/fill-api';
import { companyEntity } from '#lambdas/data/entities/company';
import { formVersionEntity } from '#lambdas/data/entities/form-version';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { formsWithStarter } from '#lambdas/forms/starter-forms';
import { UnauthenticatedError } from '#lambdas/http/errors';
import { publicRoute } from '#lambdas/http/route-handler';
import { lastInspectionView } from '#lambdas/inspections/fill/last-dvir';
import { LINK_REFUSED, linkOfRequest } from './link-tokens.ts';

/** The company's DVIR form to fill through a link: the published one, required-for-trips first, then by name. */
async function dvirForm(companyId: string): Promise<FormVersionView | null> {
  const form = (await formsWithStarter(companyId))
    .filter((f) => f.formType === 'DVIR' && f.state !== 'archived' && (f.publishedVersion ?? 0) > 0)
    .sort((a, b) => Number(b.requiredForTrips) - Number(a.requiredForTrips) || a.formName.localeCompare(b.formName))[0];
  if (!form) return null;
  const { data: version } = await formVersionEntity().get({ companyId, formId: form.formId, formVersion: form.publishedVersion ?? 0 }).go();
  if (!version) return null;
  return { formId: version.formId, formVersion: version.formVersion, formName: version.formName, formType: version.formType, formFields: version.formFields };
}

/** Through a tractor's link: the company's name, that tractor, its DVIR form and its last DVIR. Nothing else. */
export const handler = publicRoute(async ({ event }): Promise<LinkFormView> => {
  const link = await linkOfRequest(event.headers);
  const { companyId, VehicleID } = link;
  const [{ data: company }, { data: tractor }, form, lastInspection] = await Promise.all([
    companyEntity().get({ companyId }).go({ attributes: ['companyName'] }),
    tractorEntity().get({ companyId, VehicleID }).go({ attributes: ['VehicleID', 'Make', 'Model', 'Year', 'Active'] }),
    dvirForm(companyId),
    lastInspectionView(companyId, VehicleID),
  ]);
  if (!tractor || tractor.Active === false) throw new UnauthenticatedError(LINK_REFUSED);
  return {
    companyName: company?.companyName ?? '',
    tractor: { VehicleID: tractor.VehicleID, make: tractor.Make ?? '', model: tractor.Model ?? '', year: tractor.Year ?? null },
    form,
    lastInspection,
  };
});
