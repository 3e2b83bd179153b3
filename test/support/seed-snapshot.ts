import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalCloud } from '#lib/local/cloud';

/**
 * `npm run test:cloud`'s first step: seeds the demo data once, alone on the machine, and keeps it as a
 * snapshot in TEST_CLOUD_SNAPSHOT. Each half of the run (test/support/local-cloud-setup.ts) and every own
 * cloud then start from it, instead of two clouds writing ~40 s of demo data at once under load.
 */
const target = process.env.TEST_CLOUD_SNAPSHOT;
if (!target) {
  console.error('TEST_CLOUD_SNAPSHOT names the folder the snapshot goes to.');
  process.exit(2);
}
const dataDir = await mkdtemp(join(tmpdir(), 'fast-dashboard-seed-'));
const startedAt = Date.now();
try {
  const cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: true, schedule: false, snapshotTo: resolve(target), webDist: join(dataDir, 'no-web') });
  await cloud.stop();
  console.log(`Demo data seeded and kept in ${target} (${((Date.now() - startedAt) / 1000).toFixed(0)} s).`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
