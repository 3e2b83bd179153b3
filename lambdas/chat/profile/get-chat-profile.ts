import { chatProfileEntity } from '#lambdas/data/entities/chat-profile';
import { companyRoute } from '#lambdas/http/route-handler';
import { chatProfileView } from './chat-profile-view.ts';

export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await chatProfileEntity().get({ companyId: caller.companyId, userId: caller.userId }).go();
  return { profile: await chatProfileView(caller, data) };
});
