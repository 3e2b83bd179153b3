import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './app-version.ts';

export interface ReadyTime {
  /** From the Node process's start to a cloud that answers, demo data included. */
  readyMs: number;
  /** The part spent in startLocalCloud (the rest is Node and module loading). */
  servicesMs: number;
  signIns: number;
}

const PROBE = fileURLToPath(new URL('./ready-probe.ts', import.meta.url));

function probe(dataDir: string): Promise<ReadyTime> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', PROBE, dataDir], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        if (code !== 0) throw new Error(`exit code ${code}`);
        resolve(JSON.parse(line) as ReadyTime);
      } catch (error) {
        reject(new Error(`ready probe failed (${(error as Error).message}): ${out.slice(-2000)}`));
      }
    });
  });
}

/**
 * What `npm start` costs, measured in fresh processes as a user meets it: a first start in an empty
 * data folder (table created, demo data written) and a restart on the same folder.
 */
export async function measureReadyTime(): Promise<{ first: ReadyTime; restart: ReadyTime }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fast-dashboard-ready-'));
  try {
    const first = await probe(dataDir);
    const restart = await probe(dataDir);
    return { first, restart };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
