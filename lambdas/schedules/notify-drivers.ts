import { companyEntity } from '#lambdas/data/entities/company';
import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { chatRoomEntity, type ChatRoomItem } from '#lambdas/data/entities/chat-room';
import { driverEntity } from '#lambdas/data/entities/driver';
import { batchGet, batchPut } from '#lambdas/data/batch';
import { timeOrderedId } from '#lambdas/chat/ids';
import { postMessage } from '#lambdas/chat/messages/post-message';
import { memberKeyOf } from '#lambdas/chat/rooms/room-access';
import { logger } from '#lambdas/http/logger';
import { usDay } from '#shared/schedules/format';
import { recipientLanguages } from '#lambdas/account/recipient-language';
import { say, type WordsByLanguage } from '#lambdas/account/words';
import { scheduleNoticeEn, type ScheduleNoticeKey } from './notice-words/en.ts';
import { scheduleNoticeEs } from './notice-words/es.ts';

const NOTICE: WordsByLanguage<ScheduleNoticeKey> = { en: scheduleNoticeEn, es: scheduleNoticeEs };

export interface Publisher { userId: string; name: string }

/** The direct room of the publisher and the driver: the existing one, or a new one. */
async function directRoom(companyId: string, publisher: Publisher, driverUid: string, driverName: string): Promise<ChatRoomItem> {
  const members = [publisher.userId, driverUid];
  const memberKey = memberKeyOf(members);
  const { data: existing } = await chatRoomEntity().query.byMembers({ companyId, memberKey }).go({ limit: 1 });
  if (existing[0]) return existing[0];
  const now = new Date().toISOString();
  const { data: room } = await chatRoomEntity()
    .create({ companyId, id: timeOrderedId(), name: `${publisher.name} & ${driverName}`.slice(0, 120), members, memberKey, ownerId: publisher.userId, createdAt: now, version: 1 })
    .go();
  await batchPut(chatMemberEntity(), members.map((m) => ({ companyId, roomId: room.id, userId: m, joinedAt: now, ...(m === publisher.userId ? { lastRead: now } : {}) })));
  return room;
}

/**
 * Tells each driver whose week was published, in his direct room with the publisher and in the language
 * saved on his profile. Never throws: the schedule is published whatever happens here; the answer is how
 * many drivers were told.
 */
export async function tellDrivers(companyId: string, week: string, DriverIDs: readonly string[], publisher: Publisher): Promise<number> {
  if (DriverIDs.length === 0) return 0;
  try {
    const [{ data: company }, drivers] = await Promise.all([
      companyEntity().get({ companyId }).go({ attributes: ['companyName'] }),
      batchGet(driverEntity(), DriverIDs.map((DriverID) => ({ companyId, DriverID }))),
    ]);
    const told = drivers.filter((d) => d.uid && d.uid !== publisher.userId);
    const languages = await recipientLanguages(companyId, told.map((d) => d.uid ?? ''));
    const results = await Promise.allSettled(told.map(async (d) => {
      const text = say(NOTICE, languages.get(d.uid ?? '') ?? 'en', 'published', { week: usDay(week) });
      const room = await directRoom(companyId, publisher, d.uid ?? '', d.DisplayName);
      const now = Date.now();
      await postMessage(room, { id: timeOrderedId(now), text, senderId: publisher.userId, senderName: publisher.name, companyName: company?.companyName ?? '', messageTime: new Date(now).toISOString() });
    }));
    for (const r of results) if (r.status === 'rejected') logger.warn('Schedule chat message failed', { week, error: String(r.reason) });
    return results.filter((r) => r.status === 'fulfilled').length;
  } catch (error) {
    logger.warn('Telling drivers of a published schedule failed', { week, error: String(error) });
    return 0;
  }
}
