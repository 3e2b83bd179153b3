import { scheduledMessageEntity } from '#lambdas/data/entities/scheduled-message';
import { noContent } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { deleteBroadcastSchedule, scheduleNameFor } from './broadcast-schedule.ts';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { ownUnsentBroadcast, scheduledParams } from './scheduled-access.ts';

/** Deletes an unsent broadcast of the caller and its schedule, so it is never posted. */
export const handler = companyRoute({ params: scheduledParams }, async ({ caller, params }) => {
  const { companyId, userId } = caller;
  const room = await roomOfMember(companyId, params.roomId, userId);
  const current = await ownUnsentBroadcast(companyId, room.id, params.scheduledId, userId);
  await deleteBroadcastSchedule(current.scheduleName ?? scheduleNameFor(current.id));
  await scheduledMessageEntity().delete({ companyId, roomId: room.id, id: current.id }).go();
  return noContent();
});
