import { userProfileEntity } from '#lambdas/data/entities/user-profile';
import { companyRoute } from '#lambdas/http/route-handler';
import { profileView } from './profile-view.ts';

export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await userProfileEntity().get({ companyId: caller.companyId, id: caller.userId }).go();
  return profileView(caller, data);
});
