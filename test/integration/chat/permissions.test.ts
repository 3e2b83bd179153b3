import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../../support/tokens.ts';
import { roomWith, uidOf } from './live-client.ts';

const inAMinute = () => {
  const at = new Date(Date.now() + 60 * 60_000);
  return { scheduledFor: at.toISOString(), scheduledDay: at.toISOString().slice(0, 10), scheduledTime: at.toISOString().slice(11, 16) };
};

/** Spec §6 as the API enforces it: post, delete (see live-messages), rename, audience, broadcast. */
describe('chat permission matrix', () => {
  it('lets only the owner post when chat reply is disabled', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver, RED_MESA.dispatch], { isPrivate: true });
    expect((await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.driver, body: { text: 'x' } })).status).toBe(403);
    expect((await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.dispatch, body: { text: 'x' } })).status).toBe(403);
    expect((await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.owner, body: { text: 'x' } })).status).toBe(201);
    expect((await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.payroll, body: { text: 'x' } })).status).toBe(404);
  });

  it('keeps rename, audience and options to the owner, with a version check', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver, RED_MESA.dispatch]);
    for (const body of [{ name: 'Mine now' }, { members: [await uidOf(RED_MESA.driver)] }, { isPrivate: true }]) {
      const answer = await api('PATCH', `/chat/rooms/${room.id}`, { as: RED_MESA.dispatch, body: { version: room.version, ...body } });
      expect(answer.status).toBe(403);
    }
    const renamed = await api('PATCH', `/chat/rooms/${room.id}`, { as: RED_MESA.owner, body: { version: room.version, name: 'Dock crew' } });
    expect(renamed.body.room).toMatchObject({ name: 'Dock crew', version: room.version + 1 });
    const stale = await api('PATCH', `/chat/rooms/${room.id}`, { as: RED_MESA.owner, body: { version: room.version, name: 'Again' } });
    expect(stale.status).toBe(409);
    const blank = await api('PATCH', `/chat/rooms/${room.id}`, { as: RED_MESA.owner, body: { version: room.version + 1, name: ' ' } });
    expect(blank.body.fields.name).toBe('This field is required.');
    const shrunk = await api('PATCH', `/chat/rooms/${room.id}`, { as: RED_MESA.owner, body: { version: room.version + 1, members: [await uidOf(RED_MESA.driver)] } });
    expect(shrunk.body.room.members).toEqual([await uidOf(RED_MESA.owner), await uidOf(RED_MESA.driver)]);
    expect((await api('GET', `/chat/rooms/${room.id}`, { as: RED_MESA.dispatch })).status).toBe(404);
  });

  it('lets the owner and, unless disabled, other admins broadcast; never a driver who is not the owner', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver, RED_MESA.dispatch]);
    const broadcast = (as: string, id = room.id) => api('POST', `/chat/rooms/${id}/scheduled`, { as, body: { text: 'Safety meeting', ...inAMinute() } });
    expect((await broadcast(RED_MESA.owner)).status).toBe(201);
    expect((await broadcast(RED_MESA.dispatch)).status).toBe(201);
    expect((await broadcast(RED_MESA.driver)).status).toBe(403);
    const locked = await roomWith(RED_MESA.owner, [RED_MESA.driver, RED_MESA.dispatch, RED_MESA.shop], { disableAdminBroadcast: true });
    expect((await broadcast(RED_MESA.dispatch, locked.id)).status).toBe(403);
    expect((await broadcast(RED_MESA.owner, locked.id)).status).toBe(201);
    const driversOwn = await roomWith(RED_MESA.driver, [RED_MESA.owner]);
    expect((await broadcast(RED_MESA.driver, driversOwn.id)).status).toBe(201);
  });

  it('requires broadcast text ("Required.") and a valid time ("Invalid message time")', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.payroll, RED_MESA.driver]);
    const noText = await api('POST', `/chat/rooms/${room.id}/scheduled`, { as: RED_MESA.owner, body: { text: ' ', ...inAMinute() } });
    expect(noText.body.fields.text).toBe('Required.');
    const noTime = await api('POST', `/chat/rooms/${room.id}/scheduled`, { as: RED_MESA.owner, body: { text: 'x', ...inAMinute(), scheduledFor: 'soon' } });
    expect(noTime.body.fields.scheduledFor).toBe('Invalid message time');
  });

  it('lets only the owner delete the room', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.shop, RED_MESA.driver]);
    expect((await api('DELETE', `/chat/rooms/${room.id}`, { as: RED_MESA.shop })).status).toBe(403);
    expect((await api('DELETE', `/chat/rooms/${room.id}`, { as: RED_MESA.owner })).status).toBe(204);
    expect((await api('GET', `/chat/rooms/${room.id}`, { as: RED_MESA.owner })).status).toBe(404);
  });
});
