import { chatProfileEntity } from '../data/entities/chat-profile.ts';
import { companyRoute } from '../http/route-handler.ts';
import { chatProfileView } from './chat-profile-view.ts';

export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await chatProfileEntity().get({ companyId: caller.companyId, userId: caller.userId }).go();
  return { profile: await chatProfileView(caller, data) };
});
