import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PutItemCommand, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamoClient } from '#lambdas/aws-clients';
import { presignedPost, s3Client } from '#lambdas/s3-client';
import type { RouteAccess } from '#lambdas/route-types';
import { uploadRoutes } from '#lambdas/uploads/routes';
import { setRuntimeHooks } from '#lambdas/runtime-hooks';
import { registerStandingReader } from '#lambdas/http/current-standing';
import { DENIED_TO_JOBS } from '#lib/constructs/grant-actions';
import { accessGuard } from '#lib/local/lambda/access-guard';
import { invokeHandler } from '#lib/local/lambda/handler-module';
import { runAs } from '#lib/local/lambda/local-function';
import { localLambdaEnvironment } from '#lib/local/lambda/runtime-environment';
import { LOCAL_UPLOADS_BUCKET } from '#lib/local/names';

/** Nothing listens here: a call the guard lets through fails on the network instead, never with AccessDenied. */
const NOWHERE = 'http://127.0.0.1:9';
const saved = { ...process.env };

beforeAll(() => {
  Object.assign(
    process.env,
    localLambdaEnvironment({
      baseUrl: NOWHERE,
      socketsEndpoint: NOWHERE,
      dynamoDbEndpoint: NOWHERE,
      s3Endpoint: NOWHERE,
      cognitoEndpoint: NOWHERE,
      userPoolId: 'us-east-1_local',
      appVersion: '3.21.1',
      stateMachineArns: {},
      broadcastTargetArn: 'arn:aws:lambda:us-east-1:000000000000:function:x',
    }),
    { AWS_MAX_ATTEMPTS: '1' },
  );
  setRuntimeHooks(accessGuard);
});

afterAll(() => {
  setRuntimeHooks(undefined);
  process.env = saved;
});

const as = <T>(access: RouteAccess, work: () => Promise<T>) => runAs({ entry: 'test/guarded', access, timeoutSeconds: 10 }, work);
const put = () => s3Client().send(new PutObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: 'a/b.txt', Body: 'x' }));

describe('local IAM: a handler\'s AWS calls are held to its declared access', () => {
  it('an S3 write with only uploads read is refused with S3\'s 403 AccessDenied, before any request is sent', async () => {
    await expect(as({ uploads: 'read' }, put)).rejects.toMatchObject({
      name: 'AccessDenied',
      $fault: 'client',
      $metadata: { httpStatusCode: 403 },
      message: expect.stringContaining('is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::fast-dashboard-uploads/a/b.txt'),
    });
  });

  it('the same write with uploads readWrite gets past the check (and fails only on the network)', async () => {
    const error = (await as({ uploads: 'readWrite' }, put).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.name).not.toMatch(/AccessDenied/);
  });

  it('a bucket other than the uploads bucket is refused even with uploads readWrite', async () => {
    const other = () => s3Client().send(new GetObjectCommand({ Bucket: 'someone-elses-bucket', Key: 'k' }));
    await expect(as({ uploads: 'readWrite' }, other)).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('a DynamoDB write with table read is refused with AccessDeniedException (400); a query is not', async () => {
    const write = () => dynamoClient().send(new PutItemCommand({ TableName: 'fast-dashboard', Item: { pk: { S: 'a' }, sk: { S: 'b' } } }));
    await expect(as({ table: 'read' }, write)).rejects.toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 400 } });
    const query = () => dynamoClient().send(new QueryCommand({ TableName: 'fast-dashboard', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': { S: 'a' } } }));
    const error = (await as({ table: 'read' }, query).catch((e: unknown) => e)) as Error;
    expect(error.name).not.toMatch(/AccessDenied/);
  });

  it('a Scan is refused to a job or workflow task with an explicit deny whatever its table grant, and let through for a route with the same access', async () => {
    const scan = () => dynamoClient().send(new ScanCommand({ TableName: 'fast-dashboard' }));
    const job = runAs({ entry: 'jobs/guarded', access: { table: 'readWrite' }, timeoutSeconds: 10, denied: DENIED_TO_JOBS }, scan);
    await expect(job).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 400 },
      message: expect.stringContaining('not authorized to perform: dynamodb:Scan on resource: arn:aws:dynamodb:us-east-1:000000000000:table/fast-dashboard with an explicit deny'),
    });
    const route = (await as({ table: 'readWrite' }, scan).catch((e: unknown) => e)) as Error;
    expect(route.name).not.toMatch(/AccessDenied/);
  });

  it('a presigned GET URL needs s3:GetObject: refused without an uploads grant, made with uploads read', async () => {
    const sign = () => getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: 'a/b.txt' }), { expiresIn: 60 });
    await expect(as({ table: 'read' }, sign)).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(as({ uploads: 'read' }, sign)).resolves.toContain('X-Amz-Signature=');
  });

  it('a presigned POST needs s3:PutObject: refused with uploads read, made with uploads readWrite', async () => {
    const post = () => presignedPost({ Bucket: LOCAL_UPLOADS_BUCKET, Key: 'a/b.txt', Expires: 60 });
    await expect(as({ uploads: 'read' }, post)).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(as({ uploads: 'readWrite' }, post)).resolves.toMatchObject({ fields: { key: 'a/b.txt' } });
  });

  it('outside any invocation (the local cloud seeding its data) calls are not checked', async () => {
    await expect(getSignedUrl(s3Client(), new PutObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: 'k' }))).resolves.toContain('X-Amz-Signature=');
  });
});

describe('local IAM: the real POST /uploads handler', () => {
  const route = uploadRoutes.find((r) => r.handler === 'uploads/create-upload')!;
  const userId = '7d1c1f0e-0000-4000-8000-000000000001';
  // As the local cloud and a deployed function's entry do: the route's owner check comes from its domain.
  beforeAll(async () => {
    const { registerAllOwnershipChecks } = await import('#lambdas/ownership-checks');
    await registerAllOwnershipChecks();
    // No table here: the caller is as his token says (the directory check has its own tests).
    registerStandingReader(async () => null);
  });
  // Fresh per invocation: the handler's body parser replaces the body it was given.
  const event = () => ({
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: route.path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', 'x-app-version': '3.21.1' },
    body: JSON.stringify({ savePath: `chatProfilePhotos/${userId}`, fileName: 'me.png', fileType: 'image/png', fileSize: 1000 }),
    isBase64Encoded: false,
    requestContext: {
      http: { method: route.method, path: route.path, sourceIp: '127.0.0.1', protocol: 'HTTP/1.1', userAgent: 'test' },
      authorizer: { jwt: { claims: { sub: userId, email: 'driver@redmesa.test', 'custom:role': '8', 'custom:companyId': 'red-mesa-freight', 'custom:driverId': '1004500' }, scopes: null } },
      requestId: 'r1',
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
    },
  });

  it('answers 201 with the route\'s declared access, and 500 with uploads read only because its presigned POST is refused', async () => {
    const declared = (await invokeHandler({ entry: route.handler, access: route.access, timeoutSeconds: 10 }, event())) as { statusCode: number; body: string };
    expect(declared.statusCode, declared.body).toBe(201);
    const logged: string[] = [];
    const spies = [
      ...[process.stdout, process.stderr].map((stream) => vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => logged.push(String(chunk)) > 0)),
    ];
    try {
      const reduced = (await invokeHandler({ entry: route.handler, access: { ...route.access, uploads: 'read' }, timeoutSeconds: 10 }, event())) as { statusCode: number };
      expect(reduced.statusCode, JSON.stringify(reduced)).toBe(500);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(logged.join('')).toMatch(/"name":"AccessDenied".*not authorized to perform: s3:PutObject/);
  });
});
