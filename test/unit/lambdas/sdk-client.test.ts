import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { sdkClient } from '#lambdas/observability/sdk-client';

const region = 'us-east-1';
const middlewareNames = (client: DynamoDBClient) => client.middlewareStack.identify().map((entry) => entry.split(' ')[0]);

describe('sdkClient', () => {
  it('drops the logger middleware of a client left with the default silent logger', () => {
    const client = sdkClient(new DynamoDBClient({ region }));
    expect(middlewareNames(client)).not.toContain('loggerMiddleware');
    expect(middlewareNames(client)).toContain('runtimeHooks');
  });

  it('knows the silent default by its class name, as a client of the Lambda runtime’s own SDK copy is', () => {
    class NoOpLogger { debug() {} info() {} warn() {} error() {} }
    const client = sdkClient(new DynamoDBClient({ region, logger: new NoOpLogger() }));
    expect(middlewareNames(client)).not.toContain('loggerMiddleware');
  });

  it('keeps the logger middleware when the client is given a logger', () => {
    const logger = { debug() {}, info() {}, warn() {}, error() {} };
    const client = sdkClient(new DynamoDBClient({ region, logger }));
    expect(middlewareNames(client)).toContain('loggerMiddleware');
  });
});
