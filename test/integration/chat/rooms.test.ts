import { describe, expect, it } from 'vitest';
import { api, BLUE_RIDGE, RED_MESA } from '../../support/tokens.ts';
import { roomWith, uidOf } from './live-client.ts';

describe('chat rooms', () => {
  it('names a new room after its one member, owns it for the creator and reuses it for the same members unless named', async () => {
    const [driver, shop] = [await uidOf(RED_MESA.driver), await uidOf(RED_MESA.shop)];
    const first = await api('POST', '/chat/rooms', { as: RED_MESA.shop, body: { members: [driver] } });
    expect(first.status).toBe(201);
    expect(first.body.room).toMatchObject({ name: 'Jake Thornton', ownerId: shop, members: [shop, driver] });
    const again = await api('POST', '/chat/rooms', { as: RED_MESA.shop, body: { members: [driver, shop] } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ reused: true, room: { id: first.body.room.id } });
    const named = await api('POST', '/chat/rooms', { as: RED_MESA.shop, body: { name: 'Tires', members: [driver] } });
    expect(named.status).toBe(201);
  });

  it('names two members "A & B" and more "Group Chat - {date}"', async () => {
    // Other tests may have made rooms of these members; a quick chat would reuse them, so they go first.
    const create = async (members: string[]) => {
      const body = { members: await Promise.all(members.map(uidOf)) };
      for (;;) {
        const answer = await api('POST', '/chat/rooms', { as: RED_MESA.owner, body });
        if (!answer.body.reused) return answer.body.room;
        expect((await api('DELETE', `/chat/rooms/${answer.body.room.id}`, { as: RED_MESA.owner })).status).toBe(204);
      }
    };
    expect((await create([RED_MESA.driver, RED_MESA.payroll])).name).toBe('Jake Thornton & Marcus Bell');
    expect((await create([RED_MESA.driver, RED_MESA.payroll, RED_MESA.shop])).name).toMatch(/^Group Chat - \d{2}\/\d{2}\/\d{4}$/);
  });

  it('does nothing with nobody selected and refuses a blank name with the spec’s text', async () => {
    expect((await api('POST', '/chat/rooms', { as: RED_MESA.owner, body: { members: [] } })).status).toBe(400);
    const blank = await api('POST', '/chat/rooms', { as: RED_MESA.owner, body: { name: '  ', members: [await uidOf(RED_MESA.dispatch)] } });
    expect(blank.status).toBe(400);
    expect(blank.body.fields.name).toBe('This field is required.');
  });

  it('refuses a member of another company', async () => {
    const other = await api('POST', '/chat/rooms', { as: RED_MESA.owner, body: { members: [await uidOf(BLUE_RIDGE.driver)] } });
    expect(other.status).toBe(400);
  });

  it('shows drivers in the audience to role below 7 only, and never another company’s users', async () => {
    const ownerView = (await api('GET', '/chat/directory', { as: RED_MESA.owner })).body.users;
    expect(ownerView.map((u: any) => u.name)).toContain('Jake Thornton');
    expect(ownerView.map((u: any) => u.name)).not.toContain('Tom Holloway');
    const driverView = (await api('GET', '/chat/directory', { as: RED_MESA.driver })).body.users;
    expect(driverView.every((u: any) => u.securityRole <= 7)).toBe(true);
    expect(driverView.length).toBeGreaterThan(0);
  });

  it('lists the caller’s rooms newest first, unread until he opens one', async () => {
    const room = await roomWith(RED_MESA.payroll, [RED_MESA.driver], { name: 'Unread check' });
    await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.payroll, body: { text: 'Pay stubs are out' } });
    const before = (await api('GET', '/chat/rooms', { as: RED_MESA.driver })).body.rooms;
    const driver = await uidOf(RED_MESA.driver);
    expect(before[0]).toMatchObject({ id: room.id, unreadCount: { [driver]: 1 }, latestMessage: { text: 'Pay stubs are out' } });
    const read = await api('POST', `/chat/rooms/${room.id}/read`, { as: RED_MESA.driver });
    expect(read.status).toBe(200);
    const after = (await api('GET', '/chat/rooms', { as: RED_MESA.driver })).body.rooms.find((r: any) => r.id === room.id);
    expect(after.unreadCount[driver]).toBe(0);
    expect(after.lastRead[driver]).toBe(read.body.lastRead);
  });

  it('answers a room of another company or one the caller is not in as not found', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    expect((await api('GET', `/chat/rooms/${room.id}`, { as: BLUE_RIDGE.owner })).status).toBe(404);
    expect((await api('GET', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.shop })).status).toBe(404);
  });
});
