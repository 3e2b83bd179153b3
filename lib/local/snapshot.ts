import { cp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dumpTable, loadTable } from './dynamodb/table-dump.ts';
import { LOCAL_TABLE_NAME } from './names.ts';

/** The services that keep their state in files under the data folder, copied as they are. */
const FILE_SERVICES = ['cognito', 's3', 'kms', 'scheduler'] as const;
const TABLE_FILE = 'table.jsonl';

/**
 * A seeded cloud's state as files: the table's items, Cognito's pool and users, the S3 objects, the KMS
 * key and the one-time schedules. A test cloud started from it has the demo data without seeding it again
 * (seeding is ~40 s of writes and computing; a restore is ~20 s of batch writes).
 */
export async function takeSnapshot(from: { dataDir: string; dynamoDbEndpoint: string }, dir: string): Promise<{ items: number }> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const service of FILE_SERVICES) {
    const source = join(from.dataDir, service);
    if (existsSync(source)) await cp(source, join(dir, service), { recursive: true });
  }
  return { items: await dumpTable(from.dynamoDbEndpoint, LOCAL_TABLE_NAME, join(dir, TABLE_FILE)) };
}

/** Copies a snapshot's service files into a new cloud's data folder, before its services start. */
export async function restoreSnapshotFiles(dir: string, dataDir: string): Promise<void> {
  if (!existsSync(join(dir, TABLE_FILE))) throw new Error(`${dir} is not a local cloud snapshot (no ${TABLE_FILE}).`);
  for (const service of FILE_SERVICES) {
    const source = join(dir, service);
    if (existsSync(source)) await cp(source, join(dataDir, service), { recursive: true });
  }
}

/** Writes a snapshot's items into the new cloud's (empty) table. */
export async function restoreSnapshotTable(dir: string, dynamoDbEndpoint: string): Promise<number> {
  return loadTable(dynamoDbEndpoint, LOCAL_TABLE_NAME, join(dir, TABLE_FILE));
}
