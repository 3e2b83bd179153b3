import { profileUpdateSchema } from '#shared/account/profile-schema';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { profileView } from './profile-view.ts';

/** Saves the caller's own profile; a stale `version` (someone saved in between) gets a 409. */
export const handler = companyRoute({ body: profileUpdateSchema }, async ({ caller, body }) => {
  const profiles = userProfileEntity();
  const key = { companyId: caller.companyId, id: caller.userId };
  const { data: current } = await profiles.get(key).go();
  const currentVersion = current?.version ?? 0;
  if (body.version !== undefined && body.version !== currentVersion) throw new ConflictError();
  const next = { fName: body.fName, lName: body.lName, dName: body.dName, bDate: body.bDate, email: body.email, version: currentVersion + 1 };
  try {
    if (current) {
      await profiles.patch(key).set(next).where(({ version }, { eq }) => eq(version, currentVersion)).go();
    } else {
      await profiles.create({ ...key, ...next }).go();
    }
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') throw new ConflictError();
    throw error;
  }
  const { data } = await profiles.get(key).go();
  return profileView(caller, data);
});
