import { createHash } from 'node:crypto';
import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { chatMessageEntity } from '#lambdas/data/entities/chat-message';
import { chatProfileEntity } from '#lambdas/data/entities/chat-profile';
import { chatRoomEntity } from '#lambdas/data/entities/chat-room';
import { companyEntity } from '#lambdas/data/entities/company';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import type { DemoCompany } from './demo-companies.ts';

const JOB_TITLES: Record<number, string> = { 1: 'Owner', 2: 'Payroll manager', 3: 'Dispatcher', 4: 'Shop manager', 8: 'Driver' };

function memberKey(members: string[]): string {
  return createHash('sha256').update([...new Set(members)].sort().join('\n')).digest('base64url');
}

/**
 * The company user directory for the demo users, a chat profile with contact details for the driver
 * (so a broadcast alert lands in the local outbox), and for Red Mesa one room with a few messages.
 */
export async function seedDemoChat(company: DemoCompany, subs: ReadonlyMap<string, string>): Promise<void> {
  const { companyId } = company;
  const sub = (email: string) => subs.get(email)!;
  await directoryEntryEntity()
    .put(
      company.users.map((u) => ({
        companyId,
        uid: sub(u.email),
        name: u.name,
        Domicile: company.domiciles[0] ?? '',
        role: JOB_TITLES[u.role] ?? `Role ${u.role}`,
        securityRole: u.role,
      })),
    )
    .go();
  const driver = company.users.find((u) => u.role === 8);
  if (driver) {
    await chatProfileEntity()
      .put({ companyId, userId: sub(driver.email), displayName: driver.name, chatStatus: 'available', email: driver.email, phoneNumber: '(602) 555-0142', version: 1 })
      .go();
  }
  const owner = company.users.find((u) => u.role === 1);
  const dispatcher = company.users.find((u) => u.role === 3);
  if (owner) await seedShopRoom(company, subs);
  if (!owner || !dispatcher || !driver) return;

  const members = [sub(dispatcher.email), sub(owner.email), sub(driver.email)];
  const roomId = '0000demoyard';
  const start = Date.UTC(2026, 0, 12, 14, 0, 0);
  const lines: Array<[string, string]> = [
    [dispatcher.email, 'Morning all, the Phoenix yard gate code changes Friday.'],
    [driver.email, 'Copy that. Same code for the fuel island?'],
    [dispatcher.email, 'Fuel island stays the same. New gate code goes out on Thursday.'],
  ];
  const messages = lines.map(([email, text], i) => {
    const user = company.users.find((u) => u.email === email)!;
    const at = start + i * 7 * 60_000;
    return {
      companyId,
      roomId,
      id: `${at.toString(36).padStart(9, '0')}demo${i}`,
      text,
      senderId: sub(email),
      senderName: user.name,
      companyName: company.companyName,
      messageTime: new Date(at).toISOString(),
      isBroadcast: false,
    };
  });
  const latest = messages.at(-1)!;
  await chatRoomEntity()
    .put({
      companyId,
      id: roomId,
      name: 'Phoenix Yard',
      members,
      memberKey: memberKey(members),
      ownerId: sub(dispatcher.email),
      createdAt: new Date(start - 60_000).toISOString(),
      latestMessage: { id: latest.id, text: latest.text, senderName: latest.senderName, senderId: latest.senderId, messageTime: latest.messageTime },
      latestMessageId: latest.id,
      version: 1,
    })
    .go();
  await chatMemberEntity()
    .put(members.map((userId) => ({ companyId, roomId, userId, joinedAt: new Date(start).toISOString(), ...(userId === sub(dispatcher.email) ? { lastRead: latest.messageTime } : {}) })))
    .go();
  await chatMessageEntity().put(messages).go();
}

/** The shop's room (the owner and the maintenance managers), where a failed inspection is announced: the company's shopRoomId. */
async function seedShopRoom(company: DemoCompany, subs: ReadonlyMap<string, string>): Promise<void> {
  const { companyId } = company;
  const people = company.users.filter((u) => u.role === 1 || u.role === 4);
  const members = people.map((u) => subs.get(u.email)!);
  const roomId = '0000demoshop';
  // Written once: a restart keeps the shop alerts' latest message and each member's last read.
  const { data: existing } = await chatRoomEntity().get({ companyId, id: roomId }).go();
  if (!existing) {
    const createdAt = new Date(Date.UTC(2026, 0, 5, 14)).toISOString();
    await chatRoomEntity().put({ companyId, id: roomId, name: 'Shop', members, memberKey: memberKey(members), ownerId: members[0]!, createdAt, version: 1 }).go();
    await chatMemberEntity().put(members.map((userId) => ({ companyId, roomId, userId, joinedAt: createdAt }))).go();
  }
  // The company item is put afresh on every start: the room is named on it again.
  await companyEntity().patch({ companyId }).set({ shopRoomId: roomId }).go({ response: 'none' });
}
