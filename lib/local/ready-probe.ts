import { startLocalCloud } from './cloud.ts';

/**
 * Child-process entry of measureReadyTime(): one cold start of the local cloud in the given data
 * folder, measured from this process's own start, then a clean stop. Prints one JSON line.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: ready-probe.ts <dataDir>');
const importedAt = performance.now();
const cloud = await startLocalCloud({ port: 0, dataDir, schedule: false });
const readyMs = performance.now();
const signIns = cloud.signIns.length;
await cloud.stop();
process.stdout.write(`${JSON.stringify({ readyMs, servicesMs: readyMs - importedAt, signIns })}\n`);
