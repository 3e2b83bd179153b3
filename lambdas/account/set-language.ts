import { languageBody } from '#shared/account/language-body';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/**
 * Saves the caller's language on his own profile, made if he never saved one. It is no field of the
 * profile form, so the form's version lock is left alone.
 */
export const handler = companyRoute({ body: languageBody }, async ({ caller, body }) => {
  const profiles = userProfileEntity();
  const key = { companyId: caller.companyId, id: caller.userId };
  try {
    await profiles.patch(key).set({ language: body.language }).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    try {
      await profiles.create({ ...key, language: body.language }).go();
    } catch (again) {
      // Made by his other call in between: set it on that one.
      if (!isConditionalFailure(again)) throw again;
      await profiles.patch(key).set({ language: body.language }).go();
    }
  }
  return { language: body.language };
});
