import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cloud } from '../support/cloud-context.ts';
import { idTokenFor, RED_MESA } from '../support/tokens.ts';

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

function nextMessage(socket: WebSocket): Promise<any> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
}

describe('WebSocket API', () => {
  it('refuses a connection without a token', async () => {
    await expect(open(cloud().wsUrl)).rejects.toThrow(/401|Unexpected/);
  });

  it('answers a heartbeat ping with a pong on the same connection', async () => {
    const socket = await open(`${cloud().wsUrl}?token=${await idTokenFor(RED_MESA.driver)}`);
    try {
      const reply = nextMessage(socket);
      socket.send(JSON.stringify({ action: 'ping' }));
      expect(await reply).toMatchObject({ type: 'pong' });
    } finally {
      socket.close();
    }
  });

  it('answers an unknown action with an error message instead of silence', async () => {
    const socket = await open(`${cloud().wsUrl}?token=${await idTokenFor(RED_MESA.owner)}`);
    try {
      const reply = nextMessage(socket);
      socket.send('not json at all');
      expect(await reply).toEqual({ type: 'error', message: 'Unknown action.' });
    } finally {
      socket.close();
    }
  });
});
