import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { StackedRoute } from '#lambdas/route-types';
import type { StateMachineDef } from '#lambdas/workflows/definitions';
import { startLocalCloud, type LocalCloud } from '#lib/local/cloud';
import { createApiGateway } from '#lib/local/gateway/api-gateway';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#lib/local/names';

/**
 * The local cloud's own contract, on a cloud of this file's own (its SPA folder is a tiny fixture
 * written here, and it runs in this worker so the test can add a state machine and run jobs).
 */
let cloud: LocalCloud;
let dataDir: string;
let idToken: string;
const COMPANY = 'local-cloud-test-co';
const USER = { email: 'dispatch@local-cloud.test', password: 'LocalCloud#2026', name: 'Casey Test' };
const INDEX_HTML = '<!doctype html><title>fixture spa</title><div id="root"></div>';

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(cloud.cognito.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const sdkConfig = () => ({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-cloud-test-'));
  const webDist = join(dataDir, 'web');
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(join(webDist, 'assets', 'app.js'), 'console.log("app")');
  cloud = await startLocalCloud({ port: 0, dataDir, inMemory: true, seed: false, schedule: false, webDist });
  await cloud.cognito.ensureUser({ ...USER, companyId: COMPANY, role: 3 });
  idToken = await signIn(USER.email, USER.password);
});

afterAll(async () => {
  await cloud?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('HTTP gateway', () => {
  it('answers a public route without a token and refuses a protected one with 401', async () => {
    const version = await fetch(`${cloud.apiUrl}/app-version`);
    expect(version.status).toBe(200);
    expect(await version.json()).toMatchObject({ version: expect.any(String) });

    const me = await fetch(`${cloud.apiUrl}/me`);
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ message: 'Unauthorized' });

    const forged = await fetch(`${cloud.apiUrl}/me`, { headers: { authorization: `Bearer ${idToken.slice(0, -4)}AAAA` } });
    expect(forged.status).toBe(401);
  });

  it('passes the verified claims to the handler as the JWT authorizer does', async () => {
    const me = await fetch(`${cloud.apiUrl}/me`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('apigw-requestid')).toBeTruthy();
    expect(await me.json()).toMatchObject({ user: { email: USER.email, companyId: COMPANY, role: 3 } });
  });

  it('answers 404 Not Found for a route that is not in the route table', async () => {
    const response = await fetch(`${cloud.apiUrl}/no-such-route`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
    expect((await fetch(`${cloud.apiUrl}/me`, { method: 'DELETE' })).status).toBe(404);
  });

  it('serves a path of several methods as one ANY route, as the deployed API does: the authorizer first, then 404 for a method the table lacks', async () => {
    expect((await fetch(`${cloud.apiUrl}/payruns`, { method: 'PUT' })).status).toBe(401);
    const put = await fetch(`${cloud.apiUrl}/payruns`, { method: 'PUT', headers: { authorization: `Bearer ${idToken}` } });
    expect(put.status).toBe(404);
    expect(await put.json()).toEqual({ message: 'Not Found' });
    const get = await fetch(`${cloud.apiUrl}/payruns`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(get.status).not.toBe(404);
  });

  it('publishes the runtime config with the pool ids and its own URLs', async () => {
    const response = await fetch(`${cloud.baseUrl}/config.json`);
    expect(await response.json()).toEqual({
      region: cloud.cognito.region,
      userPoolId: cloud.cognito.userPoolId,
      userPoolClientId: cloud.cognito.clientId,
      userPoolEndpoint: cloud.cognito.endpoint,
      apiUrl: cloud.apiUrl,
      wsUrl: cloud.wsUrl,
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('serves the SPA files and falls back to index.html for client-side routes', async () => {
    const route = await fetch(`${cloud.baseUrl}/dashboard-tools`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/text\/html/);
    expect(await route.text()).toBe(INDEX_HTML);

    const asset = await fetch(`${cloud.baseUrl}/assets/app.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log("app")');

    const escape = await fetch(`${cloud.baseUrl}/..%2F..%2Fetc%2Fpasswd`);
    expect(await escape.text()).toBe(INDEX_HTML);
  });
});

describe('HTTP gateway error answers', () => {
  it('answers 500 Internal Server Error, never a stack trace, when a handler throws', async () => {
    // A route whose module has no handler export: the invocation itself fails, as a crashing Lambda would.
    const boom: StackedRoute = { method: 'GET', path: '/boom', handler: 'routes', minRole: 'public', scope: 'public', summary: 'test', access: {}, stack: 'test' };
    const api = createApiGateway({ routes: [boom], verifier: { verify: () => Promise.reject(new Error('unused')) }, domainName: 'test' });
    const server = createServer((req, res) => void api(req, res, new URL(req.url!, 'http://x').pathname, ''));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/boom`);
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('{"message":"Internal Server Error"}');
    } finally {
      server.close();
    }
  });
});

describe('WebSocket gateway and @connections', () => {
  it('refuses an upgrade without a valid token with 401', async () => {
    await expect(openSocket(cloud.wsUrl)).rejects.toThrow('HTTP 401');
    await expect(openSocket(`${cloud.wsUrl}?token=not-a-jwt`)).rejects.toThrow('HTTP 401');
  });

  it('delivers a message posted through the management API to the socket, and reports it gone once closed', async () => {
    const socket = await openSocket(`${cloud.wsUrl}?token=${idToken}`);
    // The $default handler answers a ping through @connections; its pong tells us our connection id's traffic works.
    const pong = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    socket.send(JSON.stringify({ action: 'ping' }));
    expect(JSON.parse(await pong)).toMatchObject({ type: 'pong' });

    const management = new ApiGatewayManagementApiClient({ ...sdkConfig(), endpoint: cloud.socketsEndpoint });
    // Only the server side knows a connection's id, as in AWS: $connect stored it with the caller's company.
    const { socketConnectionEntity } = await import('#lambdas/data/entities/socket-connection');
    const { data: stored } = await socketConnectionEntity().query.byCompany({ companyId: COMPANY }).go();
    expect(stored).toHaveLength(1);
    const connectionId = stored[0]!.connectionId;
    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');

    const received = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify({ hello: 'driver' }) }));
    expect(JSON.parse(await received)).toEqual({ hello: 'driver' });

    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    expect(await closed).toBe(1000);
    await expect(management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'x' }))).rejects.toBeInstanceOf(GoneException);
  });
});

describe('Step Functions endpoint', () => {
  const tiny: StateMachineDef = {
    name: 'local-cloud-test',
    tasks: { prune: { handler: 'jobs/prune-socket-connections', access: { table: 'readWrite' } } },
    definition: (arns) => ({
      StartAt: 'Greet',
      States: {
        Greet: { Type: 'Pass', Result: 'hello', ResultPath: '$.greeting', Next: 'PruneDirect' },
        PruneDirect: { Type: 'Task', Resource: arns.prune, ResultPath: '$.direct', Next: 'PruneViaInvoke' },
        PruneViaInvoke: {
          Type: 'Task',
          Resource: 'arn:aws:states:::lambda:invoke',
          Parameters: { FunctionName: arns.prune, 'Payload.$': '$' },
          ResultSelector: { 'pruned.$': '$.Payload.pruned' },
          ResultPath: '$.viaInvoke',
          End: true,
        },
      },
    }),
  };
  const failing: StateMachineDef = {
    name: 'local-cloud-test-failing',
    tasks: {},
    definition: () => ({ StartAt: 'Refuse', States: { Refuse: { Type: 'Fail', Error: 'PayRunLocked', Cause: 'Another run is processing' } } }),
  };

  async function finished(sfn: SFNClient, executionArn: string) {
    for (let i = 0; i < 100; i++) {
      const described = await sfn.send(new DescribeExecutionCommand({ executionArn }));
      if (described.status !== 'RUNNING') return described;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('execution did not finish');
  }

  it('runs an ASL definition with its Lambda tasks bound to the handler modules', async () => {
    const sfn = new SFNClient({ ...sdkConfig(), endpoint: `${cloud.baseUrl}/_sfn` });
    const stateMachineArn = cloud.registerStateMachine(tiny);
    expect(stateMachineArn).toMatch(/^arn:aws:states:[a-z0-9-]+:\d{12}:stateMachine:local-cloud-test$/);
    const started = await sfn.send(new StartExecutionCommand({ stateMachineArn, name: 'run-1', input: JSON.stringify({ start: 1 }) }));
    expect(started.executionArn).toMatch(/:execution:local-cloud-test:run-1$/);
    // Told the moment it ends, as the pay-run bench is: the described status agrees.
    expect(await cloud.executionEnded(started.executionArn!)).toBe('SUCCEEDED');
    const done = await finished(sfn, started.executionArn!);
    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.output!)).toEqual({ start: 1, greeting: 'hello', direct: { pruned: 0 }, viaInvoke: { pruned: 0 } });
  });

  it('reports a failed execution with its error and AWS error codes for unknown ARNs', async () => {
    const sfn = new SFNClient({ ...sdkConfig(), endpoint: `${cloud.baseUrl}/_sfn` });
    const stateMachineArn = cloud.registerStateMachine(failing);
    const started = await sfn.send(new StartExecutionCommand({ stateMachineArn }));
    expect(await cloud.executionEnded(started.executionArn!)).toBe('FAILED');
    const done = await finished(sfn, started.executionArn!);
    expect(done).toMatchObject({ status: 'FAILED', error: 'PayRunLocked', cause: 'Another run is processing' });
    await expect(sfn.send(new StartExecutionCommand({ stateMachineArn: `${stateMachineArn}-missing` }))).rejects.toMatchObject({
      name: 'StateMachineDoesNotExist',
    });
  });
});

describe('Scheduler', () => {
  it('runs a job of the job table on demand with a scheduled event', async () => {
    const { socketConnectionEntity } = await import('#lambdas/data/entities/socket-connection');
    const longAgo = Math.floor(Date.now() / 1000) - 3600;
    await socketConnectionEntity()
      .put({ companyId: COMPANY, connectionId: 'stale-connection', userId: 'u-1', connectedAt: new Date(0).toISOString(), expiresAt: longAgo })
      .go();
    expect(await cloud.runJob('prune-socket-connections')).toEqual({ pruned: 1 });
    await expect(cloud.runJob('no-such-job')).rejects.toThrow(/no-such-job/);
  });
});

describe('DynamoDB Local start', () => {
  it('is not taken for ready when another server holds its port: Java cannot bind it and the start says so', async () => {
    const { startDynamoDbLocal } = await import('#lib/local/dynamodb/dynamodb-local');
    const other = createServer((_, res) => res.end('{"not":"dynamodb"}'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      await expect(startDynamoDbLocal({ dbPath: null, port })).rejects.toThrow(`port ${port}: DynamoDB Local did not start`);
    } finally {
      other.close();
    }
  });

  it('takes its port below the ephemeral range, so no listen(0) in the cloud can be given it first', async () => {
    const { portOutsideEphemeralRange } = await import('#lib/local/ports');
    const { readFileSync } = await import('node:fs');
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    const ports = await Promise.all(Array.from({ length: 20 }, () => portOutsideEphemeralRange()));
    expect(ports.every((p) => p >= 10_000 && p < low)).toBe(true);
    // The handlers reach it through the fault injector's proxy (lib/local/faults), which the cloud binds itself
    // once DynamoDB Local holds its port: the endpoint variable names the proxy, and DynamoDB answers there.
    const { DynamoDBClient, ListTablesCommand } = await import('@aws-sdk/client-dynamodb');
    const client = new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB!, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    expect((await client.send(new ListTablesCommand({}))).TableNames?.length).toBeGreaterThan(0);
    client.destroy();
  });
});
