import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../../support/tokens.ts';
import { LiveClient, pause, roomWith } from './live-client.ts';

let owner: LiveClient;

beforeAll(async () => {
  owner = await LiveClient.open(RED_MESA.owner);
});
afterAll(() => owner?.close());

const send = (roomId: string, as: string, body: Record<string, unknown>) => api('POST', `/chat/rooms/${roomId}/messages`, { as, body });

describe('a message sent from the phone outbox under a clientMessageId', () => {
  it('is stored and announced once when the phone sends it twice: the retry answers the first message with 200', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver], { name: 'Outbox retry' });
    const clientMessageId = randomUUID();

    const first = await send(room.id, RED_MESA.driver, { text: 'Loaded at dock 3, rolling', clientMessageId });
    const retry = await send(room.id, RED_MESA.driver, { text: 'Loaded at dock 3, rolling', clientMessageId });

    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.message.id).toBe(first.body.message.id);
    const messages = (await api('GET', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.owner })).body.messages;
    expect(messages.filter((m: any) => m.text === 'Loaded at dock 3, rolling')).toHaveLength(1);
    await owner.next((e) => e.type === 'message' && e.message.id === first.body.message.id, 2_000);
    // The retry must not reach the members again; wait long enough for a second push to have come.
    await pause(300);
    expect(owner.count((e) => e.type === 'message' && e.message.id === first.body.message.id)).toBe(1);
  });

  it('sends two messages under two keys, and the same key in another room is another message', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const other = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const key = randomUUID();
    const a = await send(room.id, RED_MESA.driver, { text: 'At the shipper', clientMessageId: key });
    const b = await send(room.id, RED_MESA.driver, { text: 'Still waiting on paperwork', clientMessageId: randomUUID() });
    const c = await send(other.id, RED_MESA.driver, { text: 'At the shipper', clientMessageId: key });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.message.id, b.body.message.id, c.body.message.id]).size).toBe(3);
  });

  it('still refuses a driver in a room he is not in (the room is not found for him) and stores nothing', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.dispatch], { name: 'Office only' });
    const refused = await send(room.id, RED_MESA.driver, { text: 'Let me in', clientMessageId: randomUUID() });
    expect(refused.status).toBe(404);
    const messages = (await api('GET', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.owner })).body.messages;
    expect(messages.some((m: any) => m.text === 'Let me in')).toBe(false);
  });

  it('refuses a clientMessageId that is not a uuid, naming the field', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const refused = await send(room.id, RED_MESA.driver, { text: 'Hello', clientMessageId: 'x'.repeat(500) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('clientMessageId');
  });
});
