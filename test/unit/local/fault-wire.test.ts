import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { TooManyRequestsException } from '@aws-sdk/client-sesv2';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ThrottledException } from '@aws-sdk/client-sns';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAwsError } from '#lambdas/http/aws-errors';
import type { RuntimeHooks } from '#lambdas/runtime-hooks';
import { withAlertFaults } from '#lib/local/faults/alert-faults';
import { FaultInjector, FaultSettingsError, parseFaultSpec } from '#lib/local/faults/fault-injector';
import type { FaultProxy } from '#lib/local/faults/fault-proxy';
import { startConnectionsFaults, startDynamoDbFaults, startS3Faults } from '#lib/local/faults/service-faults';
import { runAs } from '#lib/local/lambda/local-function';
import { LocalStepFunctions } from '#lib/local/stepfunctions/executions';
import { createSfnEndpoint } from '#lib/local/stepfunctions/sfn-endpoint';

const client = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
const faults = new FaultInjector();
/** What reached the services behind the proxies. */
const reached: Array<{ method: string; url: string }> = [];
let upstream: Server;
let sfnServer: Server;
let proxies: { dynamodb: FaultProxy; s3: FaultProxy; connections: FaultProxy };
let sfnEndpoint: string;

const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

/** Only `kind` of `service`, on every call. */
const only = (service: 'dynamodb' | 's3' | 'stepfunctions' | 'connections', kind: string) =>
  faults.configure({ rates: { [service]: 1 }, kinds: { [service]: [kind] } });

beforeAll(async () => {
  // A service that answers every call well: anything but success comes from the injector.
  upstream = createServer((req: IncomingMessage, res) => {
    reached.push({ method: req.method ?? '', url: req.url ?? '' });
    req.resume();
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
  });
  const service = await listen(upstream);
  proxies = {
    dynamodb: await startDynamoDbFaults(service, faults),
    s3: await startS3Faults(service, faults),
    connections: await startConnectionsFaults(service, faults),
  };
  const sfn = createSfnEndpoint(new LocalStepFunctions([]), faults);
  sfnServer = createServer((req, res) => void sfn(req, res));
  sfnEndpoint = await listen(sfnServer);
});

afterAll(async () => {
  await Promise.all(Object.values(proxies).map((p) => p.stop()));
  upstream.close();
  sfnServer.close();
});

describe('DynamoDB faults, as the SDK reads them', () => {
  const dynamo = () => new DynamoDBClient({ ...client, endpoint: proxies.dynamodb.endpoint, maxAttempts: 1 });
  const get = new GetItemCommand({ TableName: 'fast-dashboard', Key: { pk: { S: 'a' }, sk: { S: 'b' } } });

  it.each([
    ['ProvisionedThroughputExceededException', 400, 429],
    ['ThrottlingException', 400, 429],
    ['InternalServerError', 500, 503],
  ])('answers %s with the status DynamoDB uses, and the API answers it %#', async (kind, status, answer) => {
    only('dynamodb', kind);
    const error = await dynamo().send(get).catch((e: unknown) => e as { name: string; $metadata: { httpStatusCode: number } });
    expect(error).toMatchObject({ name: kind, $metadata: { httpStatusCode: status } });
    const mapped = fromAwsError(error);
    expect(mapped).toMatchObject({ statusCode: answer, headers: { 'retry-after': '1' } });
  });

  it('cancels a transaction with a TransactionConflict reason for its first write, and the API answers 503', async () => {
    only('dynamodb', 'TransactionConflict');
    const put = (id: string) => ({ Put: { TableName: 'fast-dashboard', Item: { pk: { S: id }, sk: { S: id } } } });
    const error = await dynamo().send(new TransactWriteItemsCommand({ TransactItems: [put('a'), put('b')] })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual(['TransactionConflict', 'None']);
    expect(fromAwsError(error)).toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
  });

  it('never answers a plain read with a transaction conflict', async () => {
    only('dynamodb', 'TransactionConflict');
    await expect(dynamo().send(get)).resolves.toBeDefined();
  });

  // No client in lambdas/ sets maxAttempts or retryMode: this SDK's defaults are standard mode, 4 attempts for DynamoDB.
  it('is retried by the SDK as AWS would be: four attempts before the error reaches the handler', async () => {
    only('dynamodb', 'InternalServerError');
    const error = (await new DynamoDBClient({ ...client, endpoint: proxies.dynamodb.endpoint }).send(get).catch((e: unknown) => e)) as { $metadata: { attempts: number } };
    expect(error.$metadata.attempts).toBe(4);
  });

  it('lets every call through at rate 0', async () => {
    faults.configure({ rates: { dynamodb: 0 } });
    await expect(dynamo().send(get)).resolves.toBeDefined();
  });
});

describe('S3 faults', () => {
  const s3 = () => new S3Client({ ...client, endpoint: proxies.s3.endpoint, forcePathStyle: true, maxAttempts: 1 });

  it.each([
    ['SlowDown', 503],
    ['InternalError', 500],
  ])('answers %s as S3 does', async (kind, status) => {
    only('s3', kind);
    const error = await s3().send(new GetObjectCommand({ Bucket: 'uploads', Key: 'a.pdf' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: kind, $metadata: { httpStatusCode: status } });
    expect(fromAwsError(error)?.statusCode).toBe(kind === 'SlowDown' ? 429 : 503);
  });

  it('answers a browser following a download link with the XML error', async () => {
    only('s3', 'SlowDown');
    const link = await getSignedUrl(s3(), new GetObjectCommand({ Bucket: 'uploads', Key: 'a.pdf' }), { expiresIn: 60 });
    const answer = await fetch(link, { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(await answer.text()).toContain('<Code>SlowDown</Code>');
  });
});

describe('Step Functions faults', () => {
  it.each([
    ['ThrottlingException', 400],
    ['ServiceUnavailable', 503],
  ])('refuses StartExecution with %s', async (kind, status) => {
    only('stepfunctions', kind);
    const sfn = new SFNClient({ ...client, endpoint: sfnEndpoint, maxAttempts: 1 });
    const error = await sfn.send(new StartExecutionCommand({ stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:x', input: '{}' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: kind, $metadata: { httpStatusCode: status } });
  });
});

describe('@connections faults', () => {
  it('answers PostToConnection with GoneException after closing the connection', async () => {
    only('connections', 'GoneException');
    reached.length = 0;
    const api = new ApiGatewayManagementApiClient({ ...client, endpoint: proxies.connections.endpoint, maxAttempts: 1 });
    const error = await api.send(new PostToConnectionCommand({ ConnectionId: 'abc=', Data: Buffer.from('{}') })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoneException);
    expect(reached).toEqual([{ method: 'DELETE', url: '/@connections/abc%3D' }]);
  });
});

describe('SES and SNS throttles at the alert transport', () => {
  const allowAll: RuntimeHooks = { authorize: () => undefined, beforeCommand: () => undefined };
  const hooks = withAlertFaults(allowAll, faults);
  const fn = { entry: 'alerts/x', access: {}, timeoutSeconds: 10 } as const;

  it('raises SES v2 TooManyRequestsException and SNS ThrottledException inside an invocation, 429 to the API', async () => {
    faults.configure({ rates: { ses: 1, sns: 1 }, kinds: { sns: ['ThrottledException'] } });
    const ses = await runAs(fn, async () => hooks.authorize('ses:SendEmail', 'a@b.test')).catch((e: unknown) => e);
    expect(ses).toBeInstanceOf(TooManyRequestsException);
    const sns = await runAs(fn, async () => hooks.authorize('sns:Publish', '+15550100')).catch((e: unknown) => e);
    expect(sns).toBeInstanceOf(ThrottledException);
    expect(fromAwsError(ses)?.statusCode).toBe(429);
    expect(fromAwsError(sns)?.statusCode).toBe(429);
  });

  it('leaves the local cloud’s own sends alone', () => {
    faults.configure({ rates: { ses: 1 } });
    expect(() => hooks.authorize('ses:SendEmail', 'a@b.test')).not.toThrow();
  });
});

describe('the injector', () => {
  it('injects the same faults for the same seed, at about the rate asked', () => {
    const sequence = (seed: number) => {
      const f = new FaultInjector();
      f.configure({ rates: { dynamodb: 0.2 }, seed });
      return Array.from({ length: 2000 }, () => f.draw('dynamodb') ?? '-');
    };
    expect(sequence(7)).toEqual(sequence(7));
    expect(sequence(7)).not.toEqual(sequence(8));
    const injected = sequence(7).filter((k) => k !== '-').length;
    expect(injected).toBeGreaterThan(320);
    expect(injected).toBeLessThan(480);
  });

  it('counts what it injected per service and fault, and can start counting again', () => {
    const f = new FaultInjector();
    f.configure({ rates: { s3: 1 }, kinds: { s3: ['SlowDown'] } });
    f.draw('s3');
    f.draw('s3');
    expect(f.state().injected.s3).toEqual({ SlowDown: 2 });
    expect(f.configure({ resetCounts: true }).injected.s3).toEqual({});
  });

  it('reads LOCAL_FAULTS and refuses what it does not know', () => {
    expect(parseFaultSpec('dynamodb=0.05, s3=0.1,seed=7')).toEqual({ rates: { dynamodb: 0.05, s3: 0.1 }, seed: 7 });
    expect(() => parseFaultSpec('dynamo=0.05')).toThrow(FaultSettingsError);
    expect(() => parseFaultSpec('s3=2')).toThrow('The rate of s3 must be a number from 0 to 1');
    expect(() => new FaultInjector().configure({ kinds: { s3: ['GoneException'] } })).toThrow(FaultSettingsError);
  });
});
