import { accessSync, constants, statfsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Room a run's clouds need at most: the snapshot and one cloud's copy of it (~30 MB each), and what tests add. */
const ROOM_BYTES = 1024 ** 3;

/**
 * A new folder for a test cloud's data, in RAM (/dev/shm) where the machine has one with room: DynamoDB
 * Local's database on disk writes ~2.5× slower than on tmpfs (every commit waits for the disk).
 */
export function cloudTempDir(prefix: string): Promise<string> {
  return mkdtemp(join(ramFolder() ?? tmpdir(), prefix));
}

function ramFolder(): string | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const room = statfsSync('/dev/shm');
    return room.bavail * room.bsize >= ROOM_BYTES ? '/dev/shm' : undefined;
  } catch {
    return undefined;
  }
}
