import { SCHEDULED_PAGE_SIZE } from '#shared/chat/message-rules';
import { scheduledMessageEntity } from '#lambdas/data/entities/scheduled-message';
import { companyRoute } from '#lambdas/http/route-handler';
import { roomParams } from '#lambdas/chat/rooms/get-room';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { scheduledView } from './scheduled-view.ts';

/** "Your Scheduled Broadcasts" in a room: the caller's own, newest first, up to 100. */
export const handler = companyRoute({ params: roomParams }, async ({ caller, params }) => {
  const room = await roomOfMember(caller.companyId, params.roomId, caller.userId);
  const { data } = await scheduledMessageEntity()
    .query.byRoom({ companyId: caller.companyId, roomId: room.id })
    .where(({ senderId }, { eq }) => eq(senderId, caller.userId))
    .go({ order: 'desc', pages: 'all' });
  return { scheduled: await Promise.all(data.slice(0, SCHEDULED_PAGE_SIZE).map(scheduledView)) };
});
