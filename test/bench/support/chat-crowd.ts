import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { startLocalCloud, type LocalCloud } from '#lib/local/cloud';
import { DEMO_PASSWORD, RED_MESA } from '#lib/local/seed/demo-companies';
import { signIn } from './sign-in.ts';

/** A local cloud with many signed-in members of one company, each holding an open WebSocket (in a worker thread). */
export interface Crowd {
  cloud: LocalCloud;
  ownerToken: string;
  members: Array<{ uid: string }>;
  /** Every message event the members' sockets got since the last call: [member index, message id, epoch ms]. */
  collect(): Promise<Array<[number, string, number]>>;
  api(method: string, path: string, token: string, body?: unknown): Promise<any>;
  stop(): Promise<void>;
}

/** Starts a fresh seeded cloud and `size` driver accounts of Red Mesa, each connected to the WebSocket API. */
export async function gatherCrowd(size: number): Promise<Crowd> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fast-dashboard-bench-'));
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: true, schedule: false, webDist: dataDir });
  const { directoryEntryEntity } = await import('#lambdas/data/entities/directory-entry');
  const companyId = RED_MESA.companyId;
  const accounts = [];
  for (let i = 0; i < size; i++) {
    const email = `bench-driver-${i}@redmesa.test`;
    const { sub } = await cloud.cognito.ensureUser({ email, password: DEMO_PASSWORD, name: `Bench Driver ${i}`, companyId, role: 8, driverId: String(3_000_000 + i) });
    accounts.push({ email, uid: sub });
  }
  await directoryEntryEntity()
    .put(accounts.map((a, i) => ({ companyId, uid: a.uid, name: `Bench Driver ${i}`, Domicile: 'PHX', role: 'Driver', securityRole: 8 })))
    .go();
  const tokens: string[] = [];
  for (const a of accounts) tokens.push(await signIn(cloud, a.email));
  const worker = new Worker(new URL('./socket-crowd-worker.ts', import.meta.url), { workerData: { wsUrl: cloud.wsUrl, tokens } });
  const reply = () => new Promise<unknown>((resolve) => worker.once('message', resolve));
  const ready = await reply();
  if (ready !== 'ready') throw new Error(`socket crowd did not connect: ${JSON.stringify(ready)}`);
  const members = accounts.map((a) => ({ uid: a.uid }));
  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const answer = await fetch(`${cloud.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'x-app-version': '3.21.1', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return {
    cloud,
    ownerToken: await signIn(cloud, 'owner@redmesa.test'),
    members,
    api,
    async collect() {
      const answer = reply();
      worker.postMessage('collect');
      return (await answer) as Array<[number, string, number]>;
    },
    async stop() {
      const closed = reply();
      worker.postMessage('close');
      await closed;
      await worker.terminate();
      await cloud.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
