import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, BLUE_RIDGE, RED_MESA } from '../../support/tokens.ts';
import { LiveClient, pause, roomWith, uidOf } from './live-client.ts';

let room: any;
let driver: LiveClient;
let owner: LiveClient;
let outsider: LiveClient;
let otherCompany: LiveClient;

beforeAll(async () => {
  room = await roomWith(RED_MESA.owner, [RED_MESA.driver], { name: 'Live check' });
  [driver, owner, outsider, otherCompany] = (await Promise.all(
    [RED_MESA.driver, RED_MESA.owner, RED_MESA.shop, BLUE_RIDGE.owner].map((email) => LiveClient.open(email)),
  )) as [LiveClient, LiveClient, LiveClient, LiveClient];
});
afterAll(() => [driver, owner, outsider, otherCompany].forEach((c) => c?.close()));

/** Posts a message as `as` and answers its id. */
async function say(roomId: string, as: string, text: string): Promise<string> {
  return (await api('POST', `/chat/rooms/${roomId}/messages`, { as, body: { text } })).body.message.id;
}

/** The unread count the client was pushed after `messageId` came (or went). */
async function unreadCountFor(client: LiveClient, messageId: string): Promise<number> {
  return (await client.next((e) => e.type === 'unread' && e.messageId === messageId)).unreadCount;
}

const about = (messageId: string) => (e: any) => e.message?.id === messageId || e.messageId === messageId;

describe('live chat over the WebSocket API', () => {
  it('delivers a new message to a member within 1 s, once to the sender, and to nobody else', async () => {
    const started = Date.now();
    const sent = await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.owner, body: { text: '  Load 4471 is ready at dock 3  ' } });
    expect(sent.status).toBe(201);
    const id = sent.body.message.id;
    const received = await driver.next((e) => e.type === 'message' && e.message.id === id, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(received.message).toMatchObject({ text: 'Load 4471 is ready at dock 3', senderName: 'Dana Whitfield', roomId: room.id, companyName: 'Red Mesa Freight Lines' });
    await pause(300);
    const theMessage = (e: any) => e.type === 'message' && e.message.id === id;
    expect(owner.count(theMessage)).toBe(1);
    expect(driver.count(theMessage)).toBe(1);
    expect(outsider.count(about(id))).toBe(0);
    expect(otherCompany.count(about(id))).toBe(0);
  });

  it("follows every new message with each member's own unread count in the room, counted from his last read", async () => {
    const crew = await roomWith(RED_MESA.owner, [RED_MESA.driver]);

    const first = await say(crew.id, RED_MESA.owner, 'Fuel at Flying J before the pass');
    expect(await unreadCountFor(driver, first)).toBe(1);
    expect(await unreadCountFor(owner, first)).toBe(0);
    const second = await say(crew.id, RED_MESA.owner, 'Chains in the side box');
    expect(await unreadCountFor(driver, second)).toBe(2);

    expect((await api('POST', `/chat/rooms/${crew.id}/read`, { as: RED_MESA.driver })).status).toBe(200);
    const third = await say(crew.id, RED_MESA.owner, 'Call when loaded');
    expect(await unreadCountFor(driver, third)).toBe(1);
    // A room whose latest message is his own reply is read for him (§4), as the room list says too.
    const reply = await say(crew.id, RED_MESA.driver, 'Loaded, rolling');
    expect(await unreadCountFor(driver, reply)).toBe(0);
    expect(await unreadCountFor(owner, reply)).toBe(1);
    expect((await api('GET', `/chat/rooms/${crew.id}`, { as: RED_MESA.driver })).body.room.unreadCount).toEqual({ [await uidOf(RED_MESA.driver)]: 0 });
    expect((await api('GET', `/chat/rooms/${crew.id}`, { as: RED_MESA.owner })).body.room.unreadCount).toEqual({ [await uidOf(RED_MESA.owner)]: 1 });
  });

  it('gives members their counts again when an unread message is deleted', async () => {
    const crew = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const first = await say(crew.id, RED_MESA.owner, 'Pickup moved to 0600');
    expect(await unreadCountFor(driver, first)).toBe(1);
    const second = await say(crew.id, RED_MESA.owner, 'Wrong driver, ignore');
    expect(await unreadCountFor(driver, second)).toBe(2);
    expect((await api('DELETE', `/chat/rooms/${crew.id}/messages/${second}`, { as: RED_MESA.owner })).status).toBe(204);
    // Each arrival already brought a count (2 after the second); the deletion's count comes on top.
    await driver.next((e) => e.type === 'unread' && e.messageId === second && e.unreadCount === 1);
    expect((await api('DELETE', `/chat/rooms/${crew.id}/messages/${first}`, { as: RED_MESA.owner })).status).toBe(204);
    await driver.next((e) => e.type === 'unread' && e.messageId === first && e.unreadCount === 0);
    expect((await api('GET', `/chat/rooms/${crew.id}`, { as: RED_MESA.driver })).body.room.unreadCount).toEqual({ [await uidOf(RED_MESA.driver)]: 0 });
  });

  it('keeps catch-up, scroll-back and unread counts inside the room, whatever the neighbouring rooms hold', async () => {
    // Room ids sort by creation: the older room's keys sit just before the newer room's.
    const older = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const newer = await roomWith(RED_MESA.owner, [RED_MESA.dispatch]);
    const lastOfOlder = await say(older.id, RED_MESA.owner, 'Older room: trailer 5312 swapped');
    const firstOfNewer = await say(newer.id, RED_MESA.owner, 'Newer room: private note to dispatch');
    await say(newer.id, RED_MESA.owner, 'Newer room: second note');

    const caughtUp = await api('GET', `/chat/rooms/${older.id}/messages?after=${lastOfOlder}`, { as: RED_MESA.driver });
    expect(caughtUp.body.messages).toEqual([]);
    const scrolledBack = await api('GET', `/chat/rooms/${newer.id}/messages?before=${firstOfNewer}`, { as: RED_MESA.dispatch });
    expect(scrolledBack.body.messages).toEqual([]);
    expect((await api('POST', `/chat/rooms/${older.id}/read`, { as: RED_MESA.driver })).status).toBe(200);
    await say(newer.id, RED_MESA.owner, 'Newer room: third note');
    expect((await api('GET', `/chat/rooms/${older.id}`, { as: RED_MESA.driver })).body.room.unreadCount).toEqual({ [await uidOf(RED_MESA.driver)]: 0 });
  });

  it('answers 400 naming the field for a page bound that is not a message id', async () => {
    const answer = await api('GET', `/chat/rooms/${room.id}/messages?after=${encodeURIComponent('zz~~\u00ff')}`, { as: RED_MESA.driver });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('after');
  });

  it('needs trimmed text or media', async () => {
    const empty = await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.owner, body: { text: '   ' } });
    expect(empty.status).toBe(400);
  });

  it('pushes likes to the members and lists pages newest first, with catch-up after an id', async () => {
    const first = (await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.driver, body: { text: 'first' } })).body.message;
    const second = (await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.driver, body: { text: 'second' } })).body.message;
    const liked = await api('POST', `/chat/rooms/${room.id}/messages/${first.id}/like`, { as: RED_MESA.owner });
    expect(liked.body.likes).toEqual([await uidOf(RED_MESA.owner)]);
    expect((await driver.next((e) => e.type === 'messageLiked' && e.messageId === first.id)).likes).toHaveLength(1);

    const page = (await api('GET', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.driver })).body;
    expect(page.messages.slice(0, 2).map((m: any) => m.text)).toEqual(['second', 'first']);
    const caughtUp = (await api('GET', `/chat/rooms/${room.id}/messages?after=${first.id}`, { as: RED_MESA.driver })).body;
    expect(caughtUp.messages.map((m: any) => m.id)).toEqual([second.id]);
  });

  it('lets the sender or role below 8 delete, answers a driver "Unauthorized access." and pushes the deletion', async () => {
    const byOwner = (await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.owner, body: { text: 'delete me' } })).body.message;
    const refused = await api('DELETE', `/chat/rooms/${room.id}/messages/${byOwner.id}`, { as: RED_MESA.driver });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Unauthorized access.');

    const byDriver = (await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.driver, body: { text: 'mine' } })).body.message;
    expect((await api('DELETE', `/chat/rooms/${room.id}/messages/${byDriver.id}`, { as: RED_MESA.driver })).status).toBe(204);
    expect((await api('DELETE', `/chat/rooms/${room.id}/messages/${byOwner.id}`, { as: RED_MESA.owner })).status).toBe(204);
    const gone = await driver.next((e) => e.type === 'messageDeleted' && e.messageId === byOwner.id);
    expect(gone.latestMessage?.id).not.toBe(byOwner.id);
  });

  it('pushes room changes to the members, the loss of the room to a removed member, and read marks to the reader', async () => {
    const crew = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const added = await api('PATCH', `/chat/rooms/${crew.id}`, {
      as: RED_MESA.owner,
      body: { version: crew.version, name: 'Crew', members: [await uidOf(RED_MESA.driver), await uidOf(RED_MESA.shop)] },
    });
    expect(added.status).toBe(200);
    expect((await outsider.next((e) => e.type === 'room' && e.room.id === crew.id)).room.name).toBe('Crew');
    expect((await driver.next((e) => e.type === 'room' && e.room.id === crew.id && e.room.name === 'Crew')).room.members).toHaveLength(3);

    await api('PATCH', `/chat/rooms/${crew.id}`, { as: RED_MESA.owner, body: { version: crew.version + 1, members: [await uidOf(RED_MESA.driver)] } });
    await outsider.next((e) => e.type === 'roomRemoved' && e.roomId === crew.id);

    const read = await api('POST', `/chat/rooms/${crew.id}/read`, { as: RED_MESA.driver });
    expect((await driver.next((e) => e.type === 'read' && e.roomId === crew.id)).lastRead).toBe(read.body.lastRead);
    expect(owner.count((e) => e.type === 'read' && e.roomId === crew.id)).toBe(0);
  });

  it('removes the records of connections that are gone (410) during fan-out', async () => {
    const dropped = await LiveClient.open(RED_MESA.driver);
    dropped.close();
    await pause(200);
    const sent = await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.owner, body: { text: 'still here?' } });
    expect(sent.status).toBe(201);
    await driver.next((e) => e.type === 'message' && e.message.id === sent.body.message.id);
  });
});
