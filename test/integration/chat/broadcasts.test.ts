import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../../support/tokens.ts';
import { LiveClient, pause, roomWith, uidOf } from './live-client.ts';

let driverSocket: LiveClient;
beforeAll(async () => {
  driverSocket = await LiveClient.open(RED_MESA.driver);
});
afterAll(() => driverSocket?.close());

function at(msFromNow: number) {
  const when = new Date(Date.now() + msFromNow);
  return { scheduledFor: when.toISOString(), scheduledDay: when.toISOString().slice(0, 10), scheduledTime: when.toISOString().slice(11, 16) };
}

describe('scheduled broadcasts', () => {
  it('are posted by the local scheduler at their time and block the recipient until acknowledged', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver, RED_MESA.payroll]);
    const made = await api('POST', `/chat/rooms/${room.id}/scheduled`, {
      as: RED_MESA.owner,
      body: { text: 'Scale house closed Monday', highAlert: true, ...at(2_000) },
    });
    expect(made.status).toBe(201);
    const scheduled = made.body.scheduled;
    expect(scheduled).toMatchObject({ sent: false, isBroadcast: true, responseRequired: true, likes: [] });
    expect((await api('GET', '/chat/acknowledgements', { as: RED_MESA.driver })).body.broadcasts.some((b: any) => b.message.scheduledId === scheduled.id)).toBe(false);

    const posted = await driverSocket.next((e) => e.type === 'message' && e.message.scheduledId === scheduled.id, 8_000);
    expect(posted.message).toMatchObject({ isBroadcast: true, text: 'Scale house closed Monday', senderName: 'Dana Whitfield' });

    const pending = (await api('GET', '/chat/acknowledgements', { as: RED_MESA.driver })).body.broadcasts;
    expect(pending.map((b: any) => b.message.id)).toContain(posted.message.id);
    const ownersQueue = (await api('GET', '/chat/acknowledgements', { as: RED_MESA.owner })).body.broadcasts;
    expect(ownersQueue.map((b: any) => b.message.id)).not.toContain(posted.message.id);

    const ack = await api('POST', `/chat/rooms/${room.id}/messages/${posted.message.id}/acknowledgement`, { as: RED_MESA.driver });
    expect(ack.body.likes).toEqual([await uidOf(RED_MESA.driver)]);
    const after = (await api('GET', '/chat/acknowledgements', { as: RED_MESA.driver })).body.broadcasts;
    expect(after.map((b: any) => b.message.id)).not.toContain(posted.message.id);

    const mine = (await api('GET', `/chat/rooms/${room.id}/scheduled`, { as: RED_MESA.owner })).body.scheduled;
    const sent = mine.find((s: any) => s.id === scheduled.id);
    expect(sent).toMatchObject({ sent: true, likes: [await uidOf(RED_MESA.driver)], roomMembers: [await uidOf(RED_MESA.driver), await uidOf(RED_MESA.payroll)] });
    expect(sent.sentAt).toBeTruthy();
    const edit = await api('PUT', `/chat/rooms/${room.id}/scheduled/${scheduled.id}`, { as: RED_MESA.owner, body: { text: 'changed', version: 1, ...at(60_000) } });
    expect(edit.status).toBe(409);
  });

  it('alerts recipients with contact details by e-mail and SMS into the local outbox', async () => {
    const outbox = async () => (await api('GET', '/chat/outbox', { as: RED_MESA.owner })).body.mail;
    await pause(300);
    const alerts = (await outbox()).filter((m: any) => m.text.includes('Scale house closed Monday'));
    expect(alerts.map((m: any) => [m.channel, m.to, m.state]).sort()).toEqual([
      ['email', 'driver@redmesa.test', 'outbox'],
      ['sms', '+16025550142', 'outbox'],
    ]);
    expect((await api('GET', '/chat/outbox', { as: RED_MESA.driver })).status).toBe(403);
  });

  it('moves an unsent broadcast when edited and never posts a deleted one', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const made = (await api('POST', `/chat/rooms/${room.id}/scheduled`, { as: RED_MESA.owner, body: { text: 'first draft', ...at(1_500) } })).body.scheduled;
    const edited = await api('PUT', `/chat/rooms/${room.id}/scheduled/${made.id}`, { as: RED_MESA.owner, body: { text: 'second draft', version: 1, ...at(60 * 60_000) } });
    expect(edited.body.scheduled).toMatchObject({ text: 'second draft', sent: false });
    const gone = (await api('POST', `/chat/rooms/${room.id}/scheduled`, { as: RED_MESA.owner, body: { text: 'never', ...at(1_500) } })).body.scheduled;
    expect((await api('DELETE', `/chat/rooms/${room.id}/scheduled/${gone.id}`, { as: RED_MESA.owner })).status).toBe(204);
    await pause(2_500);
    const messages = (await api('GET', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.owner })).body.messages;
    expect(messages).toEqual([]);
  });
});
