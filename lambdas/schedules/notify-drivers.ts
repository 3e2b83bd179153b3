import { companyEntity } from '#lambdas/data/entities/company';
import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { chatRoomEntity, type ChatRoomItem } from '#lambdas/data/entities/chat-room';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { driverEntity, type DriverItem } from '#lambdas/data/entities/driver';
import { batchGet, batchPut } from '#lambdas/data/batch';
import { timeOrderedId } from '#lambdas/chat/ids';
import { postMessage } from '#lambdas/chat/messages/post-message';
import { memberKeyOf } from '#lambdas/chat/rooms/room-access';
import { logger } from '#lambdas/http/logger';
import type { NotTold, NotToldReason } from '#shared/schedules/api';
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

/** Who was told and who was not, with the reason the server knows. */
export interface TellingResult { told: number; notTold: NotTold[] }

/** Why a driver cannot be told, before any message is tried; null: he can be. */
function cannotTell(d: DriverItem, publisher: Publisher, disabled: ReadonlySet<string>): NotToldReason | null {
  if (!d.uid) return 'no-app-account';
  if (d.uid === publisher.userId) return 'is-publisher';
  return disabled.has(d.uid) ? 'account-disabled' : null;
}

async function disabledAccounts(companyId: string, uids: readonly string[]): Promise<Set<string>> {
  const entries = await batchGet(directoryEntryEntity(), uids.map((uid) => ({ companyId, uid })));
  return new Set(entries.filter((e) => e.status === 'disabled').map((e) => e.uid));
}

/**
 * Tells each driver whose week was published, in his direct room with the publisher and in the language
 * saved on his profile. Never throws: the schedule is published whatever happens here; the answer is how
 * many drivers were told and, for each one who was not, why (so the office can reach him another way).
 */
export async function tellDrivers(companyId: string, week: string, DriverIDs: readonly string[], publisher: Publisher): Promise<TellingResult> {
  if (DriverIDs.length === 0) return { told: 0, notTold: [] };
  try {
    const [{ data: company }, drivers] = await Promise.all([
      companyEntity().get({ companyId }).go({ attributes: ['companyName'] }),
      batchGet(driverEntity(), DriverIDs.map((DriverID) => ({ companyId, DriverID }))),
    ]);
    const found = new Map(drivers.map((d) => [d.DriverID, d]));
    const disabled = await disabledAccounts(companyId, drivers.flatMap((d) => (d.uid ? [d.uid] : [])));
    const notTold: NotTold[] = [];
    const told: DriverItem[] = [];
    for (const DriverID of DriverIDs) {
      const d = found.get(DriverID);
      const reason = d ? cannotTell(d, publisher, disabled) : 'no-driver-file';
      if (reason) notTold.push({ DriverID, name: d?.DisplayName ?? DriverID, reason });
      else if (d) told.push(d);
    }
    const languages = await recipientLanguages(companyId, told.map((d) => d.uid ?? ''));
    const results = await Promise.allSettled(told.map(async (d) => {
      const text = say(NOTICE, languages.get(d.uid ?? '') ?? 'en', 'published', { week: usDay(week) });
      const room = await directRoom(companyId, publisher, d.uid ?? '', d.DisplayName);
      const now = Date.now();
      await postMessage(room, { id: timeOrderedId(now), text, senderId: publisher.userId, senderName: publisher.name, companyName: company?.companyName ?? '', messageTime: new Date(now).toISOString() });
    }));
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') return;
      logger.warn('Schedule chat message failed', { week, error: String(r.reason) });
      notTold.push({ DriverID: told[i]!.DriverID, name: told[i]!.DisplayName, reason: 'message-failed' });
    });
    return { told: results.filter((r) => r.status === 'fulfilled').length, notTold: notTold.sort((a, b) => a.name.localeCompare(b.name)) };
  } catch (error) {
    logger.warn('Telling drivers of a published schedule failed', { week, error: String(error) });
    return { told: 0, notTold: DriverIDs.map((DriverID) => ({ DriverID, name: DriverID, reason: 'message-failed' as const })) };
  }
}
