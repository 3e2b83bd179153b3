import type { Session } from '#lib/soak/client';
import { LiveSocket } from '#lib/soak/live-socket';
import { until } from '#lib/soak/poll';
import type { AnswerLog } from '#lib/soak/answers';
import { expectStatus } from '#lib/soak/step-error';
import type { WeekContext } from '#lib/soak/week-context';

export interface ChatRoom {
  readonly roomId: string;
  /** The owner's live connection: every member's message is pushed to it. */
  readonly ownerSocket: LiveSocket;
  /** The driver's live connection: the broadcast reaches him here. */
  readonly driverSocket: LiveSocket;
}

async function uidOf(ctx: WeekContext, session: Session): Promise<string> {
  return expectStatus(await ctx.client.api(session, 'GET', '/me'), [200], 'GET /me').body.user.uid as string;
}

/** The owner opens a room with the new driver and Jake; the owner's and the driver's tabs connect live. */
export async function roomOpened(ctx: WeekContext, driver: Session, log: AnswerLog): Promise<ChatRoom> {
  const { client, office } = ctx;
  const members = [await uidOf(ctx, driver), await uidOf(ctx, office.jake)];
  const room = expectStatus(await client.api(office.owner, 'POST', '/chat/rooms', { name: `Soak week ${ctx.stamp}`, members }), [200, 201], 'POST /chat/rooms');
  const [ownerSocket, driverSocket] = await Promise.all([LiveSocket.open(client.target.wsUrl, office.owner.idToken, log), LiveSocket.open(client.target.wsUrl, driver.idToken, log)]);
  ctx.ledger.cleanups.push(() => {
    ownerSocket.close();
    driverSocket.close();
  });
  return { roomId: room.body.room.id as string, ownerSocket, driverSocket };
}

/**
 * A day's messages: the driver's from his phone's outbox under a clientMessageId, sent again as a retry,
 * and the owner's answer. Promised: each stored once and pushed once to the owner's live tab.
 */
export async function dayOfChat(ctx: WeekContext, driver: Session, room: ChatRoom, day: number): Promise<void> {
  const { client, ledger, office, random } = ctx;
  const path = `/chat/rooms/${room.roomId}/messages`;
  for (const [sender, text] of [
    [driver, `Day ${day}: ${random.pick(['Loaded at dock 3, rolling', 'At the shipper', 'Empty, heading back', 'Fueling at Lordsburg'])} (${ctx.stamp})`],
    [office.owner, `Day ${day}: ${random.pick(['Thanks', 'Copy that', 'Drive safe'])} (${ctx.stamp})`],
  ] as const) {
    const clientMessageId = random.uuid();
    const first = expectStatus(await client.api(sender, 'POST', path, { text, clientMessageId }), [201, 200], 'POST /chat/rooms/{roomId}/messages');
    const retry = expectStatus(await client.api(sender, 'POST', path, { text, clientMessageId }), [200, 201], 'POST /chat/rooms/{roomId}/messages (outbox replay)');
    const id = first.body.message.id as string;
    if (retry.body.message.id !== id) ledger.once(`message ${clientMessageId}`, async () => `the replay answered message ${String(retry.body.message.id)}, not ${id}`);
    ledger.once(`message ${clientMessageId}, stored`, async () => {
      const list = await client.api(office.owner, 'GET', path);
      const found = (list.body?.messages as { id: string; text: string }[] | undefined)?.filter((m) => m.text === text).length ?? 0;
      return found === 1 ? undefined : `the room shows "${text}" ${found} times`;
    });
    ledger.once(`message ${clientMessageId}, pushed live`, async () => {
      const pushed = room.ownerSocket.count((e) => e.type === 'message' && e.message?.id === id);
      // A dropped connection misses what was pushed meanwhile (the web reads it on reconnecting): never twice.
      if (pushed === 0 && room.ownerSocket.drops > 0) return undefined;
      return pushed === 1 ? undefined : `the owner's live tab was told ${pushed} times`;
    });
  }
}

/** The owner's high-alert broadcast, posted by the scheduler two seconds on; the driver is told live and acknowledges it. */
export async function broadcastAcknowledged(ctx: WeekContext, driver: Session, room: ChatRoom): Promise<void> {
  const { client, ledger, office } = ctx;
  const when = new Date(Date.now() + 2_000);
  const text = `Scale house closed Monday (${ctx.stamp})`;
  const made = expectStatus(await client.api(office.owner, 'POST', `/chat/rooms/${room.roomId}/scheduled`, {
    text, highAlert: true, scheduledFor: when.toISOString(), scheduledDay: when.toISOString().slice(0, 10), scheduledTime: when.toISOString().slice(11, 16),
  }), [201], 'POST /chat/rooms/{roomId}/scheduled');
  const scheduledId = made.body.scheduled.id as string;
  // Pushed live, or (the connection dropped meanwhile) read as the web does on reconnecting: his broadcasts to acknowledge.
  const posted = await until('the broadcast', async () => {
    const live = room.driverSocket.find((e) => e.type === 'message' && e.message?.scheduledId === scheduledId);
    if (live || room.driverSocket.drops === 0) return live?.message as { id: string } | undefined;
    const pending = await client.api(driver, 'GET', '/chat/acknowledgements');
    return (pending.body?.broadcasts as { message: { id: string; scheduledId?: string } }[] | undefined)?.find((b) => b.message.scheduledId === scheduledId)?.message;
  }, (m) => m !== undefined, 20_000);
  const messageId = posted!.id;
  expectStatus(await client.api(driver, 'POST', `/chat/rooms/${room.roomId}/messages/${messageId}/acknowledgement`), [200], 'POST …/acknowledgement');
  ledger.once(`broadcast ${scheduledId}, posted once`, async () => {
    const pushed = room.driverSocket.count((e) => e.type === 'message' && e.message?.scheduledId === scheduledId);
    const list = await client.api(office.owner, 'GET', `/chat/rooms/${room.roomId}/messages`);
    const stored = (list.body?.messages as { scheduledId?: string }[] | undefined)?.filter((m) => m.scheduledId === scheduledId).length ?? 0;
    const pushedOk = pushed === 1 || (pushed === 0 && room.driverSocket.drops > 0);
    return pushedOk && stored === 1 ? undefined : `pushed ${pushed} times, stored ${stored} times`;
  });
  ledger.written(`acknowledgement of broadcast ${scheduledId}`, async () => {
    const pending = await client.api(driver, 'GET', '/chat/acknowledgements');
    const still = (pending.body?.broadcasts as { message: { id: string } }[] | undefined)?.some((b) => b.message.id === messageId);
    return still ? 'the driver still has it to acknowledge' : undefined;
  });
}
