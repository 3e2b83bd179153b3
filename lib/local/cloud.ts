import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { broadcastTarget } from '#lambdas/chat/broadcasts/broadcast-target';
import { jobs } from '#lambdas/jobs/jobs';
import { routes, socketRoutes } from '#lambdas/routes';
import { stateMachines, type StateMachineDef } from '#lambdas/workflows/definitions';
import { startCognito, type LocalCognito } from '#lib/local/cognito/index';
import type { DemoSignIn } from '#lib/local/seed/demo';
import { createTokenVerifier } from '#lib/local/token-verifier';
import { appVersion, REPO_ROOT } from './app-version.ts';
import { startDynamoDbLocal, type LocalDynamoDb } from './dynamodb/dynamodb-local.ts';
import { ensureTable } from './dynamodb/table.ts';
import { createApiGateway } from './gateway/api-gateway.ts';
import { API_PREFIX, startHttpGateway } from './gateway/http-gateway.ts';
import { createStaticSite } from './gateway/static-site.ts';
import { setRuntimeHooks } from '#lambdas/runtime-hooks';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';
import { accessGuard } from './lambda/access-guard.ts';
import { functionNameFor } from './lambda/handler-module.ts';
import { createKmsEndpoint } from './kms/kms-endpoint.ts';
import { createSimulatorsEndpoint } from './simulators/index.ts';
import { localLambdaEnvironment, SHADOWING_VARIABLES } from './lambda/runtime-environment.ts';
import { lambdaArn, LOCAL_TABLE_NAME, LOCAL_UPLOADS_BUCKET } from './names.ts';
import { LOOPBACK } from './ports.ts';
import { startS3Emulator, type LocalS3 } from './s3/s3-emulator.ts';
import { restoreSnapshot, takeSnapshot } from './snapshot.ts';
import { LocalOneTimeScheduler } from './scheduler/one-time-schedules.ts';
import { startScheduler } from './scheduler/scheduler.ts';
import { createSchedulerEndpoint } from './scheduler/scheduler-endpoint.ts';
import { LocalStepFunctions, type ExecutionStatus } from './stepfunctions/executions.ts';
import { createSfnEndpoint } from './stepfunctions/sfn-endpoint.ts';
import { startSocketGateway } from './websocket/socket-gateway.ts';
import { startFeedSimulator } from './telematics/simulator.ts';
import { startWexSimulator } from './wex/simulator.ts';
import { sendJson } from './gateway/http-utils.ts';
import { withAlertFaults } from './faults/alert-faults.ts';
import { createFaultsEndpoint } from './faults/control-endpoint.ts';
import { FaultInjector, type FaultSettings } from './faults/fault-injector.ts';
import { startConnectionsFaults, startDynamoDbFaults, startS3Faults } from './faults/service-faults.ts';

export interface LocalCloudOptions {
  /** Gateway port; 3000 by default, 0 for a free one. */
  port?: number;
  /** Where DynamoDB, S3 and Cognito keep their data; `.local-cloud/` at the repository root by default. */
  dataDir?: string;
  /** DynamoDB in memory (tests); S3 and Cognito files still go to dataDir, so give tests a temp dir. */
  inMemory?: boolean;
  /** Wipes dataDir's services first, so the demo data is written again. */
  reset?: boolean;
  /** Writes the demo data when the table is new (default true). */
  seed?: boolean;
  /** Built SPA; `web/dist` by default. */
  webDist?: string;
  /** Runs jobs at their cron times (default true); `runJob` works either way. */
  schedule?: boolean;
  /**
   * The telematics provider simulator's pace: a report of every demo tractor each 15 minutes times this
   * (default 0: none on its own; `POST /_telematics/tick` still makes one, as tests do).
   */
  feedSpeed?: number;
  /** Starts from a snapshot `snapshotTo` kept (a test's own cloud) instead of writing the demo data again: its table opens from its own copy of the snapshot's database. */
  snapshotFrom?: string;
  /** Once the demo data is written, keeps a snapshot of it in this folder, for `snapshotFrom`. */
  snapshotTo?: string;
  /** Faults injected as AWS would fail (lib/local/faults/fault-injector.ts); applied once the demo data is written. */
  faults?: FaultSettings;
}

export interface LocalCloud {
  baseUrl: string;
  apiUrl: string;
  wsUrl: string;
  /** The WebSocket API's `@connections` endpoint. */
  socketsEndpoint: string;
  cognito: LocalCognito;
  signIns: DemoSignIn[];
  /** Runs a job of lambdas/jobs/jobs.ts now; resolves with its handler's result, or its state machine's output once ended. */
  runJob(name: string): Promise<unknown>;
  /** Adds a state machine at run time (tests); returns its ARN. */
  registerStateMachine(def: StateMachineDef): string;
  /** Resolves with an execution's final status the moment it ends (benches, tests): no polling. */
  executionEnded(executionArn: string): Promise<ExecutionStatus>;
  /** The fault injector (also at `/_faults` on the gateway): rates 0 unless `faults` was given. */
  faults: FaultInjector;
  stop(): Promise<void>;
}

/** Handlers read process.env, which is process-wide: a second cloud would rewire the first one's handlers. */
let active = false;

function logHandlerError(routeKey: string, error: unknown): void {
  console.error(`[local-cloud] ${routeKey} failed:`, error);
}

/**
 * The whole backend on one machine: DynamoDB Local, the S3 emulator and the Cognito emulator behind
 * one loopback gateway that serves the SPA, /config.json, the HTTP API and the Step Functions endpoint,
 * the WebSocket API (sockets in a worker thread), plus the job scheduler; the production handlers run
 * in this process.
 */
export async function startLocalCloud(opts: LocalCloudOptions = {}): Promise<LocalCloud> {
  if (active) throw new Error('A local cloud is already running in this process (handlers share process.env)');
  active = true;
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error('[local-cloud] stop failed', e));
    stops.length = 0;
    active = false;
  };
  try {
    return await start(opts, stops, stopAll);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function start(opts: LocalCloudOptions, stops: Array<() => Promise<void>>, stopAll: () => Promise<void>): Promise<LocalCloud> {
  const dataDir = resolve(opts.dataDir ?? join(REPO_ROOT, '.local-cloud'));
  if (opts.reset) {
    await Promise.all(['dynamodb', 's3', 'cognito', 'scheduler', 'kms'].map((d) => rm(join(dataDir, d), { recursive: true, force: true })));
  }
  // A cloud started from a snapshot opens its own copy of the snapshot's table database.
  const restored = opts.snapshotFrom ? await restoreSnapshot(opts.snapshotFrom, dataDir) : undefined;

  const faults = new FaultInjector();
  // Wrong settings fail the start, not the moment they would apply.
  if (opts.faults) new FaultInjector().configure(opts.faults);
  // Every handler's AWS calls are held to its function's grants, as IAM holds a deployed one.
  setRuntimeHooks(withAlertFaults(accessGuard, faults));
  stops.push(async () => setRuntimeHooks(undefined));
  const gateway = await startHttpGateway(opts.port ?? 3000);
  const { baseUrl } = gateway;

  const started = await Promise.allSettled([
    startDynamoDbLocal({ dbPath: restored?.tableDatabase ?? (opts.inMemory ? null : join(dataDir, 'dynamodb')) }),
    startS3Emulator({
      directory: join(dataDir, 's3'),
      bucket: LOCAL_UPLOADS_BUCKET,
      corsOrigins: [baseUrl, `http://localhost:${gateway.port}`],
      resetOnClose: Boolean(opts.inMemory),
    }),
    // The token issuer names Cognito's port: a fixed one (gateway + 1) keeps browser sessions valid across restarts.
    startCognito({ port: opts.port ? opts.port + 1 : 0, host: LOOPBACK, dataDir: join(dataDir, 'cognito') }),
  ]);
  for (const s of started) if (s.status === 'fulfilled') stops.push(s.value.stop);
  // Stops run in reverse: no request reaches a handler once the services behind it go down.
  stops.push(gateway.close);
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  const [dynamo, s3, cognito] = started.map((s) => (s as PromiseFulfilledResult<unknown>).value) as [LocalDynamoDb, LocalS3, LocalCognito];
  // Every client of DynamoDB and S3 reaches them through the fault injector (a pass-through while its rates are 0).
  const dynamoFront = await startDynamoDbFaults(dynamo.endpoint, faults);
  stops.push(dynamoFront.stop);
  const s3Front = await startS3Faults(s3.endpoint, faults);
  stops.push(s3Front.stop);

  const verifier = createTokenVerifier({ issuer: cognito.issuer, jwksUri: cognito.jwksUri, audience: cognito.clientId });
  // A fixed port (gateway + 2) keeps an open tab's socket URL valid across restarts, like Cognito's.
  const sockets = await startSocketGateway({ routes: socketRoutes, verifier, port: opts.port ? opts.port + 2 : 0, onError: logHandlerError });
  stops.push(() => sockets.close());
  const connectionsFront = await startConnectionsFaults(sockets.endpoint, faults);
  stops.push(connectionsFront.stop);

  const stepFunctions = new LocalStepFunctions(stateMachines);
  const version = appVersion();
  for (const name of SHADOWING_VARIABLES) delete process.env[name];
  Object.assign(
    process.env,
    localLambdaEnvironment({
      baseUrl,
      socketsEndpoint: connectionsFront.endpoint,
      dynamoDbEndpoint: dynamoFront.endpoint,
      s3Endpoint: s3Front.endpoint,
      cognitoEndpoint: cognito.endpoint,
      userPoolId: cognito.userPoolId,
      appVersion: version,
      stateMachineArns: stepFunctions.arns(),
      broadcastTargetArn: lambdaArn(functionNameFor(broadcastTarget.handler)),
    }),
  );
  const tableIsNew = await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);

  const domainName = `${LOOPBACK}:${gateway.port}`;
  stops.push(() => stepFunctions.close());
  const scheduler = startScheduler(jobs, { enabled: opts.schedule ?? true, runWorkflow: (name, input) => stepFunctions.run(name, input), onError: logHandlerError });
  stops.push(() => scheduler.stop());
  const broadcastSender = { entry: broadcastTarget.handler, access: broadcastTarget.access, timeoutSeconds: FUNCTION_TIMEOUT_SECONDS.broadcastSender };
  const oneTime = new LocalOneTimeScheduler(new Map([[functionNameFor(broadcastTarget.handler), broadcastSender]]), {
    file: join(dataDir, 'scheduler', 'schedules.json'),
    onError: logHandlerError,
  });
  stops.push(() => oneTime.stop());

  // One process serves every route: every domain's ownership check, loaded once the environment is set.
  const { registerAllOwnershipChecks } = await import('#lambdas/ownership-checks');
  await registerAllOwnershipChecks();
  const apiUrl = `${baseUrl}${API_PREFIX}`;
  const { wsUrl } = sockets;
  Object.assign(gateway.parts, {
    api: createApiGateway({ routes, verifier, domainName, onError: logHandlerError, faults }),
    sfn: createSfnEndpoint(stepFunctions, faults),
    faults: createFaultsEndpoint(faults),
    scheduler: createSchedulerEndpoint(oneTime),
    // In a file even in memory: a snapshot carries the key its sealed secrets were encrypted with.
    kms: await createKmsEndpoint(join(dataDir, 'kms', 'key.json')),
    simulators: createSimulatorsEndpoint(),
    site: createStaticSite(opts.webDist ?? join(REPO_ROOT, 'web', 'dist')),
    runtimeConfig: () => ({
      region: cognito.region,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.clientId,
      userPoolEndpoint: cognito.endpoint,
      apiUrl,
      wsUrl,
      appVersion: version,
    }),
  });

  const writeDemo = (tableIsNew && !opts.snapshotFrom) || Boolean(opts.reset);
  const signIns = await demoData(cognito, { seed: opts.seed ?? true, write: writeDemo });
  let historyWritten: Promise<unknown> = Promise.resolve();
  if ((opts.seed ?? true) && writeDemo) {
    // The feed's demo history is most of the demo items: on disk it is written once the cloud is ready.
    // The demo's calculated pay weeks too: ~20 s of writes on disk (≈4 s in memory).
    const history = Promise.all([
      import('#lib/local/seed/demo-telematics').then((m) => m.seedDemoTelematicsHistory()),
      import('#lib/local/seed/demo-pay-history').then((m) => m.seedDemoPayHistory()),
    ]);
    if (opts.inMemory) await history;
    else {
      historyWritten = history.catch((e: unknown) => logHandlerError('demo telematics history', e));
      const written = historyWritten;
      stops.push(async () => { await written; });
    }
  }
  if (opts.snapshotTo) {
    await historyWritten;
    await takeSnapshot({ dataDir, dynamoDbEndpoint: dynamo.endpoint }, opts.snapshotTo);
  }
  const startFaults = opts.faults;
  // Rates for the handlers only: the demo history still being written on disk meets none.
  if (startFaults && opts.inMemory) faults.configure(startFaults);
  else if (startFaults) void historyWritten.then(() => faults.configure(startFaults));
  if (opts.seed ?? true) {
    const feed = startFeedSimulator({ apiUrl, speed: opts.feedSpeed ?? 0, after: historyWritten, onError: (e) => logHandlerError('telematics simulator', e) });
    stops.push(async () => feed.stop());
    gateway.parts.feedTick = async (req, res) => {
      if (req.method !== 'POST') return sendJson(res, 405, { message: 'POST makes one report of every demo tractor' });
      sendJson(res, 200, await feed.tick());
    };
    const wex = startWexSimulator({ runJob: (name) => scheduler.runJob(name), after: historyWritten, onError: (e) => logHandlerError('fuel card simulator', e) });
    stops.push(() => wex.stop());
  }
  return {
    baseUrl,
    apiUrl,
    wsUrl,
    socketsEndpoint: connectionsFront.endpoint,
    cognito,
    signIns,
    runJob: (name) => scheduler.runJob(name),
    registerStateMachine: (def) => stepFunctions.register(def),
    executionEnded: async (arn) => {
      const execution = stepFunctions.describe(arn);
      await execution.done;
      return execution.status;
    },
    faults,
    stop: stopAll,
  };
}

/** Imported late: the data layer reads process.env when it loads, like a handler does. */
async function demoData(cognito: LocalCognito, o: { seed: boolean; write: boolean }): Promise<DemoSignIn[]> {
  if (!o.seed) return [];
  const demo = await import('#lib/local/seed/demo');
  return o.write ? demo.seedDemoData({ cognito }) : demo.demoSignIns();
}
