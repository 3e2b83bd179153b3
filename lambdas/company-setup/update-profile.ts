import { sendRecordedEmail } from '#lambdas/alerts/recorded-email';
import { companyEntity } from '#lambdas/data/entities/company';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { runtimeEnv } from '#lambdas/runtime-env';
import { companyZoneWithSource, forgetCompanyZone } from '#lambdas/data/company-zone';
import { changedProfileFields, companyProfileBody, PROFILE_FIELDS } from '#shared/company/profile-schema';
import { loadCompany, profileView, versionOf } from './profile.ts';

const STALE = 'The company profile was changed meanwhile: reload the page and make your change again.';

/**
 * Part 1 §7 updateCompanyProfile (credentials excluded: they go to `PUT /integrations/{system}/credentials`).
 * Saves only when the owner read the current version; then support is told which fields changed, never
 * their values.
 */
export const handler = companyRoute({ body: companyProfileBody }, async ({ caller, body }) => {
  const company = await loadCompany(caller.companyId);
  const version = versionOf(company);
  if (body.version !== version) throw new ConflictError(STALE);
  const changes = Object.fromEntries(PROFILE_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));
  const changed = changedProfileFields(company, changes);
  if (changed.length === 0) return profileView(company, await companyZoneWithSource(caller.companyId));
  const set = Object.fromEntries(changed.map((field) => [field, changes[field]]));
  try {
    const { data } = await companyEntity()
      .patch({ companyId: caller.companyId })
      .set({ ...set, version: version + 1 })
      .where((attr, { eq, notExists }) => (version === 1 ? `(${notExists(attr.version)} OR ${eq(attr.version, 1)})` : eq(attr.version, version)))
      .go({ response: 'all_new' });
    if (changed.includes('timeZone') || changed.includes('address')) forgetCompanyZone(caller.companyId);
    const saved = { ...company, ...data };
    const support = runtimeEnv().SUPPORT_EMAIL;
    await sendRecordedEmail(
      caller.companyId,
      support,
      `Company profile changed: ${saved.companyName || caller.companyId}`,
      `${caller.displayName} changed the profile of ${saved.companyName || 'a company'} (${caller.companyId}).\nFields changed: ${changed.join(', ')}.`,
    );
    return profileView(saved, await companyZoneWithSource(caller.companyId));
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(STALE);
    throw error;
  }
});
