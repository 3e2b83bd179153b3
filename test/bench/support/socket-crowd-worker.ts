/**
 * Worker thread holding the bench's WebSocket clients, so receiving 200 copies of each message does
 * not compete for the event loop of the server under test (real clients are other machines).
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

interface Setup { wsUrl: string; tokens: string[] }
type Receipt = [member: number, messageId: string, atMs: number];

const { wsUrl, tokens } = workerData as Setup;
let receipts: Receipt[] = [];
const sockets: WebSocket[] = [];

async function connectAll(): Promise<void> {
  for (const [member, token] of tokens.entries()) {
    const socket = new WebSocket(`${wsUrl}?token=${token}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('message', (data) => {
      const at = performance.timeOrigin + performance.now();
      const event = JSON.parse(String(data)) as { type: string; message?: { id: string } };
      if (event.type === 'message' && event.message) receipts.push([member, event.message.id, at]);
    });
    sockets.push(socket);
  }
}

parentPort!.on('message', (request: 'collect' | 'close') => {
  if (request === 'collect') {
    parentPort!.postMessage(receipts);
    receipts = [];
  } else {
    for (const s of sockets) s.close();
    parentPort!.postMessage('closed');
  }
});

connectAll().then(
  () => parentPort!.postMessage('ready'),
  (error: unknown) => parentPort!.postMessage({ error: String(error) }),
);
