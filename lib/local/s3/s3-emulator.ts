import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { guardChildProcess } from '#lib/local/process-guard';
import { LOCAL_CREDENTIALS } from '#lib/local/names';
import { LOOPBACK } from '#lib/local/ports';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./s3-process.ts', import.meta.url));

/**
 * s3rver encrypts the continuation tokens of paged listings with DES, which Node 17+ only has with
 * --openssl-legacy-provider; the flag must be given at start-up and we do not control the flags of
 * the process we are in (vitest, tsx), so s3rver runs in a child Node started with it.
 */
export async function startS3Emulator(opts: {
  directory: string;
  bucket: string;
  corsOrigins: string[];
  resetOnClose: boolean;
}): Promise<LocalS3> {
  mkdirSync(opts.directory, { recursive: true });
  const child = fork(ENTRY, [], {
    execArgv: ['--openssl-legacy-provider', '--no-deprecation', '--disable-warning=ExperimentalWarning'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const guard = guardChildProcess(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.connected) child.disconnect();
    const forced = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(forced);
    guard.release();
  };
  const reply = await new Promise<{ port?: number; error?: string }>((resolve) => {
    child.once('message', (m) => resolve(m as { port?: number; error?: string }));
    child.once('exit', (code) => resolve({ error: `S3 emulator exited with ${code}` }));
    child.send({ ...opts, credentials: LOCAL_CREDENTIALS });
  });
  if (!reply.port) {
    await stop();
    throw new Error(`S3 emulator did not start: ${reply.error}`);
  }
  return { endpoint: `http://${LOOPBACK}:${reply.port}`, stop };
}
