import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_SERVICES, type FaultSettings, type FaultState } from '#lib/local/faults/fault-injector';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * AWS failing as it fails, injected by the local cloud's fault injector (driven through `/_faults`, as a
 * script would): what survives the SDK's retries reaches the client as 503 or 429 with Retry-After,
 * never as a 500, and leaves nothing half-written. This file runs a cloud of its own.
 */
const SHOP = 'shop@redmesa.test';
const PAYROLL = 'payroll@redmesa.test';
const OWNER = 'owner@redmesa.test';
const DRIVER = 'driver@redmesa.test';
const BUSY = 'The service is busy right now. Try again in a moment.';
let own: OwnCloud;

async function faults(settings: FaultSettings): Promise<FaultState> {
  const answer = await fetch(`${own.cloud.baseUrl}/_faults`, { method: 'POST', body: JSON.stringify(settings) });
  expect(answer.status).toBe(200);
  return (await answer.json()) as FaultState;
}
const noFaults = () => faults({ rates: Object.fromEntries(FAULT_SERVICES.map((s) => [s, 0])), kinds: Object.fromEntries(FAULT_SERVICES.map((s) => [s, []])) });

async function answerOf(as: string, method: string, path: string, body?: unknown) {
  const response = await own.fetch(as, method, path, body);
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: text ? JSON.parse(text) : undefined };
}

async function readRun(PayRunID: string) {
  const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
  return (await payRunEntity().get({ companyId: 'red-mesa-freight', PayRunID }).go()).data!;
}

beforeAll(async () => {
  own = await startOwnCloud('fault-injection-test-');
}, 120_000);

afterEach(async () => {
  await noFaults();
});

afterAll(async () => {
  await own?.stop();
});

describe('a fault of DynamoDB that outlives the SDK’s retries', () => {
  it('answers a read 503 with Retry-After and a plain sentence, not 500, and 200 again once DynamoDB is well', async () => {
    await faults({ rates: { dynamodb: 1 }, kinds: { dynamodb: ['InternalServerError'] }, resetCounts: true });
    const failed = await answerOf(SHOP, 'GET', '/fleet/tractors');
    expect(failed).toEqual({ status: 503, retryAfter: '1', body: { message: BUSY } });
    // The SDK's own four attempts all met the fault before the handler gave up.
    const state = (await (await fetch(`${own.cloud.baseUrl}/_faults`)).json()) as FaultState;
    expect(state.injected.dynamodb.InternalServerError).toBeGreaterThanOrEqual(4);

    await noFaults();
    expect((await answerOf(SHOP, 'GET', '/fleet/tractors')).status).toBe(200);
  });

  it('answers DynamoDB’s throttling 429 with Retry-After', async () => {
    await faults({ rates: { dynamodb: 1 }, kinds: { dynamodb: ['ThrottlingException', 'ProvisionedThroughputExceededException'] } });
    const throttled = await answerOf(SHOP, 'GET', '/fleet/tractors');
    expect(throttled).toMatchObject({ status: 429, retryAfter: '1', body: { message: 'Too many requests right now. Try again in a moment.' } });
  });
});

describe('S3 slowing down', () => {
  it('answers a download link with SlowDown as S3 does, and the same link works once S3 is well', async () => {
    const link = await answerOf(SHOP, 'GET', '/documents/demo-company-company-insurance/link');
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    await faults({ rates: { s3: 1 }, kinds: { s3: ['SlowDown'] } });
    const slowed = await fetch(link.body.url);
    expect(slowed.status).toBe(503);
    expect(await slowed.text()).toContain('<Code>SlowDown</Code>');

    await noFaults();
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('Step Functions refusing a start', () => {
  it('answers 503 with Retry-After, puts the run back as it was, and the import starts once Step Functions is well', async () => {
    const RUN = '2026-03-21';
    expect((await answerOf(PAYROLL, 'POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const ticket = await answerOf(PAYROLL, 'POST', '/statement-uploads', { fileName: 'week.csv', size: 100 });
    expect(ticket.status).toBe(200);

    await faults({ rates: { stepfunctions: 1 } });
    const refused = await answerOf(PAYROLL, 'POST', `/payruns/${RUN}/statement-imports`, { fileKey: ticket.body.fileKey });
    expect(refused).toEqual({ status: 503, retryAfter: '1', body: { message: 'Could not start the import. Try again.' } });
    expect((await readRun(RUN)).status).toBe('draft');

    await noFaults();
    const started = await answerOf(PAYROLL, 'POST', `/payruns/${RUN}/statement-imports`, { fileKey: ticket.body.fileKey });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
  });
});

describe('a Lambda invocation that times out', () => {
  it('is answered as API Gateway answers an integration timeout, without the wait', async () => {
    await faults({ rates: { lambda: 1 } });
    const started = Date.now();
    expect(await answerOf(SHOP, 'GET', '/fleet/tractors')).toEqual({ status: 503, retryAfter: null, body: { message: 'Service Unavailable' } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('5% of DynamoDB calls failing', () => {
  /** As the web's outbox and query layer do: try again after Retry-After on 429/503, a few times at most. */
  async function withRetries(as: string, method: string, path: string, body?: unknown) {
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await answerOf(as, method, path, body);
      answers.push(answer.status);
      if (answer.status !== 429 && answer.status !== 503) return { final: answer, answers };
      await new Promise((resolve) => setTimeout(resolve, Number(answer.retryAfter ?? '1') * 1000));
    }
    return { final: { status: 0 }, answers };
  }

  it('answers ~100 mixed reads and keyed sends with no 500, and stores each keyed message once', async () => {
    const driver = (await answerOf(DRIVER, 'GET', '/me')).body.user.uid as string;
    const room = await answerOf(OWNER, 'POST', '/chat/rooms', { name: 'Fault soak', members: [driver] });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    const roomId = room.body.room.id as string;
    await faults({ rates: { dynamodb: 0.05 }, seed: 42, resetCounts: true });

    const keys: string[] = [];
    const seen: number[] = [];
    for (let i = 0; i < 100; i++) {
      const kind = i % 4;
      let result;
      if (kind === 0) {
        const key = randomUUID();
        keys.push(key);
        result = await withRetries(OWNER, 'POST', `/chat/rooms/${roomId}/messages`, { text: `Soak ${key}`, clientMessageId: key });
      } else if (kind === 1) result = await withRetries(SHOP, 'GET', '/fleet/tractors');
      else if (kind === 2) result = await withRetries(SHOP, 'GET', '/documents');
      else result = await withRetries(OWNER, 'GET', `/chat/rooms/${roomId}/messages`);
      seen.push(...result.answers);
      expect(result.final.status, `call ${i}: ${result.answers.join(', ')}`).toBeGreaterThanOrEqual(200);
      expect(result.final.status).toBeLessThan(300);
    }
    expect(seen).not.toContain(500);
    const injected = Object.values((await faults({})).injected.dynamodb).reduce((a, b) => a + b, 0);
    expect(injected, 'faults were injected').toBeGreaterThan(10);

    await noFaults();
    const messages = (await answerOf(OWNER, 'GET', `/chat/rooms/${roomId}/messages`)).body.messages as Array<{ text: string }>;
    for (const key of keys) expect(messages.filter((m) => m.text === `Soak ${key}`), key).toHaveLength(1);
  }, 240_000);
});
