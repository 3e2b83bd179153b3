import { cp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startDynamoDbLocal } from './dynamodb/dynamodb-local.ts';
import { dumpTable, loadTable } from './dynamodb/table-dump.ts';
import { ensureTable } from './dynamodb/table.ts';
import { LOCAL_TABLE_NAME } from './names.ts';

/** The services that keep their state in files under the data folder, copied as they are. */
const FILE_SERVICES = ['cognito', 's3', 'kms', 'scheduler'] as const;
/** DynamoDB Local's own database folder (its file mode), which a new cloud opens as it is. */
const TABLE_DATABASE = 'dynamodb';

/**
 * A seeded cloud's state as files: the table as DynamoDB Local's database, Cognito's pool and users, the
 * S3 objects, the KMS key and the one-time schedules. A test cloud started from it has the demo data at
 * once: seeding is ~40 s of writes and computing, writing the items again ~20 s, copying the database
 * well under a second.
 *
 * The cloud kept its table in memory, so its items are dumped and written once into a database on disk
 * beside the other files; on a RAM-backed folder (/dev/shm) that costs about what one restore did.
 */
export async function takeSnapshot(from: { dataDir: string; dynamoDbEndpoint: string }, dir: string): Promise<{ items: number }> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await copyFolders(FILE_SERVICES, from.dataDir, dir);
  const dump = join(dir, 'table.jsonl');
  const items = await dumpTable(from.dynamoDbEndpoint, LOCAL_TABLE_NAME, dump);
  const database = await startDynamoDbLocal({ dbPath: join(dir, TABLE_DATABASE) });
  try {
    await ensureTable(database.endpoint, LOCAL_TABLE_NAME);
    const written = await loadTable(database.endpoint, LOCAL_TABLE_NAME, dump);
    if (written !== items) throw new Error(`The snapshot's table holds ${written} of the cloud's ${items} items.`);
  } finally {
    await database.stop();
  }
  await rm(dump);
  return { items };
}

/**
 * Copies a snapshot into a new cloud's data folder before its services start; the cloud then opens the
 * table's database from its own copy (DynamoDB Local's file mode), which the snapshot never sees change.
 */
export async function restoreSnapshot(dir: string, dataDir: string): Promise<{ tableDatabase: string }> {
  if (!existsSync(join(dir, TABLE_DATABASE))) throw new Error(`${dir} is not a local cloud snapshot (no ${TABLE_DATABASE} folder).`);
  await copyFolders([...FILE_SERVICES, TABLE_DATABASE], dir, dataDir);
  return { tableDatabase: join(dataDir, TABLE_DATABASE) };
}

/** Copies each named folder that exists in `from` into `to`. */
async function copyFolders(names: readonly string[], from: string, to: string): Promise<void> {
  for (const name of names) {
    const source = join(from, name);
    if (existsSync(source)) await cp(source, join(to, name), { recursive: true });
  }
}
