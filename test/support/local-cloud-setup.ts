import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalCloud, type LocalCloud } from '#lib/local/cloud';
import type { CloudCoordinates } from './cloud-context.ts';
import { cloudTempDir } from './cloud-temp-dir.ts';

/**
 * Both the integration and the e2e project name this file as globalSetup, and vitest runs both
 * setups in its one main process. Handlers read process.env, so one process can hold one cloud: the
 * first setup starts it, the second reuses it, the last teardown stops it. The state sits on
 * globalThis because vitest may load this module once per project.
 */
interface Shared {
  starting: Promise<{ cloud: LocalCloud; dataDir: string; snapshot: string }>;
  users: number;
}
const KEY = Symbol.for('fast-dashboard.test.local-cloud');
const holder = globalThis as typeof globalThis & { [KEY]?: Shared };

async function startShared(): Promise<{ cloud: LocalCloud; dataDir: string; snapshot: string }> {
  const dataDir = await cloudTempDir('fast-dashboard-cloud-');
  // The demo data as seeded, before any test ran: a file that needs a cloud to itself starts from it.
  const snapshot = join(dataDir, 'snapshot');
  try {
    // WEB_DIST lets a developer test a build of his own (vite build --outDir) while another build is under way.
    const cloud = await startLocalCloud({
      port: 0, dataDir, inMemory: true, seed: true, snapshotTo: snapshot,
      ...(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {}),
    });
    return { cloud, dataDir, snapshot };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (holder[KEY] ??= { starting: startShared(), users: 0 });
  shared.users += 1;
  let started: { cloud: LocalCloud; dataDir: string; snapshot: string };
  try {
    started = await shared.starting;
  } catch (error) {
    shared.users -= 1;
    if (shared.users === 0) delete holder[KEY];
    throw error;
  }
  const { cloud } = started;
  const coordinates: CloudCoordinates = {
    baseUrl: cloud.baseUrl,
    apiUrl: cloud.apiUrl,
    wsUrl: cloud.wsUrl,
    cognito: {
      endpoint: cloud.cognito.endpoint,
      region: cloud.cognito.region,
      userPoolId: cloud.cognito.userPoolId,
      clientId: cloud.cognito.clientId,
    },
    signIns: cloud.signIns,
    snapshot: started.snapshot,
  };
  project.provide('localCloud', coordinates);

  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[KEY];
    await cloud.stop();
    await rm(started.dataDir, { recursive: true, force: true });
  };
}
