import { userProfileEntity } from '../data/entities/user-profile.ts';
import { companyRoute } from '../http/route-handler.ts';
import { profileView } from './profile-view.ts';

export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await userProfileEntity().get({ companyId: caller.companyId, id: caller.userId }).go();
  return profileView(caller, data);
});
